/** The demo server in a process of its own for core-responsiveness.bench.ts: jobs as fast as it goes, a raised upload limit. */
import { startDemoServer } from '../../../electron/demo-server/index';
import type { FromDemo } from './protocol';

if (!process.send) throw new Error('Start this from core-responsiveness.bench.ts (IPC).');
const server = await startDemoServer({
  jobRate: 0,
  devices: Number(process.env.DEMO_DEVICES ?? '100000'),
  maxUploadBytes: 1024 * 1024 * 1024,
});
process.send({ type: 'ready', url: server.url, orgToken: server.orgToken } satisfies FromDemo);
process.on('message', () => void server.close().then(() => process.exit(0)));
