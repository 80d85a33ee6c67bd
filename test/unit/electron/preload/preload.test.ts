import { describe, expect, it, vi } from 'vitest';
import { electronMock, state } from '../electron-mock';
import { EVENT_NAMES, IPC_EVENT_CHANNEL, METHOD_NAMES, ipcChannel } from '../../../../shared/ipc';

vi.mock('electron', () => electronMock());
await import('../../../../electron/preload/preload');

type Exposed = Record<string, unknown>;

describe('the preload', () => {
  it('exposes only window.mdm', () => {
    expect([...state.exposed.keys()]).toEqual(['mdm']);
  });

  it("exposes exactly the contract's methods, and on()", () => {
    const mdm = state.exposed.get('mdm') as Exposed;
    const names = Object.entries(mdm).flatMap(([ns, value]) =>
      typeof value === 'function' ? [ns] : Object.keys(value as Exposed).map((m) => `${ns}.${m}`),
    );
    expect(names.sort()).toEqual([...METHOD_NAMES, 'on'].sort());
  });

  it("calls each method on the method's own channel with its argument", async () => {
    const mdm = state.exposed.get('mdm') as { app: { info(): Promise<unknown> } };
    await mdm.app.info();
    expect(state.invoked).toContainEqual({ channel: ipcChannel('app.info'), args: [undefined] });
  });

  it('delivers contract events and ignores anything else on the event channel', () => {
    const mdm = state.exposed.get('mdm') as { on(e: string, l: (p: unknown) => void): () => void };
    const seen: unknown[] = [];
    mdm.on(EVENT_NAMES[0]!, (payload) => seen.push(payload));
    const deliver = state.rendererListeners.get(IPC_EVENT_CHANNEL)!;
    deliver({}, EVENT_NAMES[0], { route: 'api-reference' });
    deliver({}, 'not.an.event', { x: 1 });
    expect(seen).toEqual([{ route: 'api-reference' }]);
  });
});
