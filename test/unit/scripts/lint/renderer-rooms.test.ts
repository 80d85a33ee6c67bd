import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own eslint.config.js, as `npm run lint` runs it, on code that is never written to disk.
const eslint = new ESLint({ cwd: process.cwd() });
const RULE = 'renderer-rooms/one-way-doors';

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return { rooms: result!.messages.filter((m) => m.ruleId === RULE), all: result!.messages };
}

describe('renderer rooms (lint)', () => {
  it.each([
    ['ui/ imports a feature', 'renderer/ui/Thing.tsx', '../features/devices/devices-store', /ui\/ holds components/],
    ['ui/ imports a store', 'renderer/ui/data-table/Thing.tsx', '../../stores/profiles', /no stores\/, bridge\//],
    ['ui/ imports the bridge', 'renderer/ui/Thing.tsx', '../bridge/mdm', /ui\/ holds components/],
    ['stores/ import a feature', 'renderer/stores/jobs.ts', '../features/jobs/JobProgress', /import no feature/],
    ['a feature imports another', 'renderer/features/jobs/ReportView.tsx', '../import/import-wizard-store', /no other/],
    ['the long way round', 'renderer/features/jobs/X.tsx', '../../features/devices/saved-views', /no other feature/],
    ['bridge/ imports a store', 'renderer/bridge/prefs.ts', '../stores/profiles', /imports only shared/],
    ['bridge/ imports ui/', 'renderer/bridge/prefs.ts', '../ui/download', /imports only shared/],
  ])('refuses: %s', async (_case, file, target, message) => {
    const { rooms } = await lint(file, `import { x } from '${target}';\nexport const y = x;\n`);
    expect(rooms).toHaveLength(1);
    expect(rooms[0]).toMatchObject({ severity: 2, line: 1 });
    expect(rooms[0]!.message).toMatch(message);
  });

  it('sees re-exports and dynamic imports too', async () => {
    const code = `export { x } from '../import/format';\nexport * from '../devices/saved-views';\nexport const f = () => import('../organizations/orgs-store');\n`;
    const { rooms } = await lint('renderer/features/jobs/X.ts', code);
    expect(rooms.map((m) => m.line)).toEqual([1, 2, 3]);
  });

  it.each([
    [
      'a feature uses ui/, stores/, bridge/, shared/ and itself',
      'renderer/features/devices/X.tsx',
      [
        '../../ui/data-table/list-store',
        '../../stores/profiles',
        '../../bridge/prefs',
        '../../../shared/prefs',
        './devices-store',
      ],
    ],
    [
      'stores/ use the bridge, shared/ and each other',
      'renderer/stores/X.ts',
      ['../bridge/mdm', '../../shared/ipc', './profiles'],
    ],
    [
      'ui/ uses shared/ and ui/',
      'renderer/ui/data-table/X.tsx',
      ['../../../shared/models/query', '../download', './format'],
    ],
    ['bridge/ uses shared/ and itself', 'renderer/bridge/X.ts', ['../../shared/ipc', './mdm']],
    [
      'app/ joins the features',
      'renderer/app/X.tsx',
      ['../features/import/open-in-import', '../features/jobs/JobsScreen'],
    ],
    [
      'a nested feature file reaches its own feature',
      'renderer/features/import/steps/X.tsx',
      ['../format', '../../../ui/download'],
    ],
  ])('allows: %s', async (_case, file, targets) => {
    const code = targets.map((t, i) => `import { x${i} } from '${t}';\nexport const y${i} = x${i};\n`).join('');
    const { all } = await lint(file, code);
    expect(all).toEqual([]);
  });
});
