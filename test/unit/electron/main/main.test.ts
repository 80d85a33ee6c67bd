import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { electronMock, resetState, state } from '../electron-mock';
import { METHOD_NAMES, ipcChannel } from '../../../../shared/ipc';
import type { MethodName } from '../../../../shared/ipc';
import { tempDir } from '../../../helpers/temp-dir';

vi.mock('electron', () => electronMock());

async function loadMain() {
  vi.resetModules();
  await import('../../../../electron/main/main');
}

describe('the Electron main process', () => {
  beforeEach(() => resetState());

  it('quits when another instance already holds the lock', async () => {
    state.lock = false;
    await loadMain();
    expect(state.quit).toHaveBeenCalled();
    expect(state.ready).toBeNull();
  });

  it('registers app:// as a secure scheme, then on ready serves the renderer, binds IPC, sets the menu and opens the window', async () => {
    await loadMain();
    expect(state.schemes).toEqual([
      expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ secure: true, standard: true }) }),
    ]);
    state.ready!();
    await vi.waitFor(() => expect(state.windows).toHaveLength(1));
    const [window] = state.windows;
    expect(window!.loadedUrl).toBe('app://mdm/index.html');
    expect((window!.options.webPreferences as { preload: string }).preload).toMatch(/preload[\\/]preload\.cjs$/);
    expect(state.protocolHandlers.has('app')).toBe(true);
    expect([...state.handlers.keys()].sort()).toEqual(METHOD_NAMES.map(ipcChannel).sort());
    expect(state.menuTemplate).not.toBeNull();
    expect(state.permissionRequest).not.toBeNull();
  });

  it('words the menu in the language chosen in the app, at start and whenever it changes', async () => {
    vi.stubEnv('MDM_ADMIN_POLICY', path.join(tempDir('mdm-main-nopolicy-'), 'absent.json'));
    await loadMain();
    state.ready!();
    await vi.waitFor(() => expect(state.windows).toHaveLength(1));
    const labels = () => (state.menuTemplate as { label?: string }[]).map((m) => m.label);
    await vi.waitFor(() => expect(labels()).toContain('&Help'));
    const set = (language: string) =>
      state.handlers.get(ipcChannel('prefs.set'))!(
        { senderFrame: { url: 'app://mdm/index.html', parent: null }, sender: { id: 1 } },
        { key: 'app.language', value: language },
      );
    await set('de');
    await vi.waitFor(() => expect(labels()).toContain('&Hilfe'));
    await set('en');
    await vi.waitFor(() => expect(labels()).toContain('&Help'));
    vi.unstubAllEnvs();
  });

  it('serves the renderer with a Content-Security-Policy and refuses paths outside it', async () => {
    await loadMain();
    state.ready!();
    await vi.waitFor(() => expect(state.protocolHandlers.has('app')).toBe(true));
    const handler = state.protocolHandlers.get('app')!;
    const escape = await handler(new Request('app://mdm/..%2f..%2fpackage.json'));
    expect(escape.status).toBe(404);
    const foreign = await handler(new Request('app://other/index.html'));
    expect(foreign.status).toBe(404);
  });

  it('guards every web contents it creates', async () => {
    await loadMain();
    expect(state.appEvents.listenerCount('web-contents-created')).toBe(1);
  });

  describe('under a machine-wide policy', () => {
    afterEach(() => vi.unstubAllEnvs());

    async function startWithPolicy(policy: string) {
      const file = path.join(tempDir('mdm-main-policy-'), 'policy.json');
      writeFileSync(file, policy);
      vi.stubEnv('MDM_ADMIN_POLICY', file);
      await loadMain();
      state.ready!();
      await vi.waitFor(() => expect(state.windows).toHaveLength(1));
      const call = (method: MethodName, input?: unknown) =>
        state.handlers.get(ipcChannel(method))!(
          { senderFrame: { url: 'app://mdm/index.html', parent: null }, sender: { id: 1 } },
          input,
        ) as Promise<{ ok: boolean; value?: unknown; error?: { code: string } }>;
      return { file, call };
    }

    it('shows its preset connection, refuses the demo server, and logs to the data folder', async () => {
      const { file, call } = await startWithPolicy(
        JSON.stringify({
          connections: [{ name: 'District', baseUrl: 'https://mdm.school.example', kind: 'organization' }],
          offerDemoServer: false,
        }),
      );
      expect(await call('profiles.list')).toMatchObject({
        ok: true,
        value: { profiles: [{ name: 'District', preset: true }], rules: { demoServer: false, policyFile: file } },
      });
      expect(await call('demo.start')).toMatchObject({ ok: false, error: { code: 'forbidden-by-policy' } });
      const log = readFileSync(path.join(state.userData, 'logs', 'mdm-admin.log'), 'utf8');
      expect(log).toMatch(/INFO {2}start: MDM Admin .*electron shell/);
      expect(log).toContain(`policy: ${file}: 1 preset connection(s)`);
      expect(log).toMatch(/call demo\.start failed .*forbidden-by-policy/);
    });

    it('starts with the defaults on a malformed policy, and says what was wrong', async () => {
      const { call } = await startWithPolicy('{ "offerDemoServer": false, ');
      const policy = await call('policy.get');
      expect(policy).toMatchObject({ ok: true, value: { found: true, problems: [{ path: '$' }] } });
      // Core says a code with the place; the shells word it (policy-problem-wording.ts).
      expect((policy.value as { problems: { code: string; params: unknown }[] }).problems[0]).toMatchObject({
        code: expect.stringMatching(/^json-(syntax|cut-short)$/),
        params: { line: 1, column: expect.any(Number) },
      });
      expect(state.windows[0]!.loadedUrl).toBe('app://mdm/index.html');
      await vi.waitFor(() =>
        expect(readFileSync(path.join(state.userData, 'logs', 'mdm-admin.log'), 'utf8')).toContain(
          'policy problem at $: json-',
        ),
      );
    });
  });
});
