import { describe, expect, it, vi } from 'vitest';
import { EVENT_NAMES, METHOD_NAMES, createBridge, isEventName, isMethodName, methods } from '../../../shared/ipc';
import type { BridgeTransport } from '../../../shared/ipc';

function fakeTransport() {
  const listeners = new Set<(event: string, payload: unknown) => void>();
  const transport: BridgeTransport = {
    invoke: vi.fn(async (method: string, input: unknown) => ({ ok: true as const, value: { method, input } })),
    subscribe: (listener) => {
      listeners.add(listener as never);
      return () => listeners.delete(listener as never);
    },
  };
  return { transport, fire: (event: string, payload: unknown) => listeners.forEach((l) => l(event, payload)) };
}

describe('the contract', () => {
  it('lists every method once, each with a runtime schema for its argument', () => {
    expect(METHOD_NAMES.length).toBeGreaterThanOrEqual(2);
    for (const name of METHOD_NAMES) {
      expect(name).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
      expect(typeof methods[name].input.safeParse).toBe('function');
    }
    expect(isMethodName('app.info')).toBe(true);
    expect(isMethodName('constructor')).toBe(false);
    expect(isMethodName('toString')).toBe(false);
    expect(isEventName('app.navigate')).toBe(true);
    expect(isEventName('__proto__')).toBe(false);
  });

  it('builds a bridge with exactly one function per method, grouped by namespace', async () => {
    const { transport } = fakeTransport();
    const bridge = createBridge(transport) as unknown as Record<
      string,
      Record<string, (i?: unknown) => Promise<unknown>>
    >;
    const exposed = Object.entries(bridge)
      .filter(([key]) => key !== 'on')
      .flatMap(([ns, group]) => Object.keys(group).map((m) => `${ns}.${m}`));
    expect(exposed.sort()).toEqual([...METHOD_NAMES].sort());
    await expect(bridge.app!.info!()).resolves.toEqual({ ok: true, value: { method: 'app.info', input: undefined } });
    expect(transport.invoke).toHaveBeenCalledWith('app.info', undefined);
  });

  it('delivers only the subscribed event to a listener, until unsubscribed', () => {
    const { transport, fire } = fakeTransport();
    const bridge = createBridge(transport);
    const seen: unknown[] = [];
    const off = bridge.on('app.navigate', (payload) => seen.push(payload));
    fire('app.notice', { level: 'info', message: 'x' });
    fire('app.navigate', { route: 'api-reference' });
    off();
    fire('app.navigate', { route: 'api-reference' });
    expect(seen).toEqual([{ route: 'api-reference' }]);
    expect(() => bridge.on('nope' as never, () => undefined)).toThrow(/Unknown event/);
    expect(EVENT_NAMES).toContain('app.notice');
  });
});
