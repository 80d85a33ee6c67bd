/** The `mdm-admin` executable: wires the process to runCli. */
import { runCli } from './run-cli';

const controller = new AbortController();
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second Ctrl+C stops at once; the first lets the command finish cleanly.
    if (stopping) process.exit(130);
    stopping = true;
    controller.abort();
  });
}

const code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  signal: controller.signal,
});
process.exitCode = code;
