/**
 * The demo server in a process of its own for school-keys.bench.ts, holding the N users the
 * bench's file is compared with (bench-data.ts). SCHOOL_LINES says N.
 */
import { startDemoServer } from '../../../electron/demo-server/index';
import type { FromDemo } from '../core-responsiveness/protocol';
import { benchUsers } from './bench-data';

if (!process.send) throw new Error('Start this from school-keys.bench.ts (IPC).');
const server = await startDemoServer({ jobRate: 0, devices: 0, users: benchUsers(Number(process.env.SCHOOL_LINES)) });
process.send({ type: 'ready', url: server.url, orgToken: server.orgToken } satisfies FromDemo);
process.on('message', () => void server.close().then(() => process.exit(0)));
