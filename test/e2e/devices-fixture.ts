import { TEST_CALLER } from '../helpers/caller';
import { startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer } from '../../electron/demo-server/index';
import { openApp } from './harness';
import type { OpenedApp } from './harness';

export interface DevicesWorld {
  app: OpenedApp;
  demo: DemoServer;
  orgProfileId: string;
  systemProfileId: string;
  close(): Promise<void>;
}

async function must<T>(
  outcome: Promise<{ ok: true; value: unknown } | { ok: false; error: { message: string } }>,
): Promise<T> {
  const result = await outcome;
  if (!result.ok) throw new Error(result.error.message);
  return result.value as T;
}

/**
 * A demo server with 5,000 devices, the app in the web shell, and two profiles made
 * through core directly: an organization administrator's (active) and a system
 * administrator's.
 */
export async function openDevicesWorld(
  options: { colorScheme?: 'light' | 'dark'; active?: 'organization' | 'system' } = {},
): Promise<DevicesWorld> {
  const demo = await startDemoServer({ devices: 5000 });
  const app = await openApp(options.colorScheme ? { colorScheme: options.colorScheme } : {});
  const save = (name: string, kind: 'organization' | 'system', token: string) =>
    must<{ id: string }>(
      app.core.call(
        'profiles.save',
        {
          profile: { name, baseUrl: demo.url, kind },
          token,
          acceptWeakStorage: true,
        },
        TEST_CALLER,
      ) as never,
    );
  const org = await save('Demo organization admin', 'organization', demo.orgToken);
  const system = await save('Demo system admin', 'system', demo.adminToken);
  await must(
    app.core.call('profiles.setActive', { id: options.active === 'system' ? system.id : org.id }, TEST_CALLER) as never,
  );
  return {
    app,
    demo,
    orgProfileId: org.id,
    systemProfileId: system.id,
    async close() {
      await app.close();
      await demo.close();
    },
  };
}

/** The stringEnum AND filter of spec 2.6 as the demo server reads it, for direct queries. */
export function enumFilter(platforms: string[], statuses: string[]) {
  const filters = [
    ...(platforms.length ? [{ type: 'stringEnum', fieldName: 'platform', values: platforms }] : []),
    ...(statuses.length ? [{ type: 'stringEnum', fieldName: 'status', values: statuses }] : []),
  ];
  return { type: 'logOp', operation: 'AND', filters };
}
