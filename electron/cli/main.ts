/** The `mdm-admin` executable: wires the process to runCli. */
import { runCli } from './run-cli';

/** All of standard input (a piped token is a few hundred bytes; more is refused). */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('standard input is longer than 64 KB; a token is much shorter');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

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
  stdin: { isTTY: process.stdin.isTTY === true, readAll: readStdin },
});
process.exitCode = code;
