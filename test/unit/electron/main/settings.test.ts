import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DamagedFile } from '../../../../electron/core/index';
import { electronMock, resetState, state } from '../electron-mock';

vi.mock('electron', () => electronMock());

describe('electron-store preferences', () => {
  beforeEach(() => {
    resetState();
    vi.resetModules();
  });

  it('keeps dotted keys whole, removes on null, and persists in userData', async () => {
    const { electronSettingsStore } = await import('../../../../electron/main/settings');
    const store = electronSettingsStore(state.userData);
    await store.set('devices.views', [{ name: 'old' }]);
    await store.set('devices', 'x');
    expect(await store.get('devices.views')).toEqual([{ name: 'old' }]);
    expect(await electronSettingsStore(state.userData).get('devices.views')).toEqual([{ name: 'old' }]);
    await store.set('devices.views', null);
    expect(await store.get('devices.views')).toBeNull();
  });

  it('a damaged prefs.json does not stop the app: moved aside, reported without its content, started afresh', async () => {
    const { electronSettingsStore } = await import('../../../../electron/main/settings');
    const damaged = '{"views:devices": [{"name": "secret-view-token-abc123"}'; // cut off mid-write
    await writeFile(path.join(state.userData, 'prefs.json'), damaged);
    const reports: DamagedFile[] = [];
    const store = electronSettingsStore(state.userData, { onDamaged: (d) => reports.push(d) });
    expect(await store.get('views:devices')).toBeNull();
    await store.set('views:devices', []);
    expect(reports).toHaveLength(1);
    expect(JSON.stringify(reports)).not.toContain('secret-view-token-abc123');
    expect(reports[0]!.movedTo).toMatch(/prefs\.json\.damaged-/);
    expect(await readFile(reports[0]!.movedTo, 'utf8')).toBe(damaged);
    expect((await readdir(state.userData)).filter((f) => f.startsWith('prefs.json'))).toHaveLength(2);
  });
});
