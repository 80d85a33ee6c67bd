/**
 * The demo server in a process of its own for dry-run.bench.ts, holding the users the bench's
 * file meets: `old-NNNNNNN` (named by one line in ten) and `other-NNNNNNN` (whose e-mail
 * addresses one line in a hundred takes). DRY_RUN_LINES says how many lines the file has.
 */
import { startDemoServer } from '../../../electron/demo-server/index';
import type { FromDemo } from '../core-responsiveness/protocol';
import { benchUsers } from './bench-data';

if (!process.send) throw new Error('Start this from dry-run.bench.ts (IPC).');
const server = await startDemoServer({ jobRate: 0, devices: 0, users: benchUsers(Number(process.env.DRY_RUN_LINES)) });
process.send({ type: 'ready', url: server.url, orgToken: server.orgToken } satisfies FromDemo);
process.on('message', () => void server.close().then(() => process.exit(0)));
