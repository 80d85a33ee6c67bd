/**
 * What a bench that measures core in a process of its own needs (core-responsiveness and
 * dry-run): the child processes, core bundled as it ships, and the messages between them.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { RpcOutcome } from '../../../shared/ipc';

/** A child process whose output is the bench's, with an IPC channel for its messages. */
export const child = (script: string | URL, env: Record<string, string>, execArgv: string[] = []) =>
  fork(script, { execArgv, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });

/**
 * Core runs from bundles, as it ships (the web shell's server.js and the core-worker.cjs beside
 * it; scripts/build-node.mjs), not through tsx, whose loader would weigh on its memory and loop.
 */
export async function bundleCoreProcess(name: string): Promise<URL> {
  const outdir = path.resolve('test-results', name);
  const common = { bundle: true, platform: 'node', target: 'node20', logLevel: 'warning' } as const;
  await Promise.all([
    build({
      ...common,
      format: 'esm',
      packages: 'external',
      entryPoints: { 'core-process': 'test/bench/core-responsiveness/core-process.ts' },
      outdir,
      outExtension: { '.js': '.mjs' },
    }),
    build({
      ...common,
      format: 'cjs',
      entryPoints: { 'core-worker': 'electron/core/work/core-worker.ts' },
      outdir,
      outExtension: { '.js': '.cjs' },
    }),
  ]);
  return pathToFileURL(path.join(outdir, 'core-process.mjs'));
}

/** The next message of this type from a child. */
export function next<T>(process: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      process.off('message', onMessage);
      resolve(message as T);
    };
    process.on('message', onMessage);
  });
}

/** A call's value, or the error it answered, thrown. */
export async function ok<T>(outcome: Promise<RpcOutcome<T>>): Promise<T> {
  const result = await outcome;
  if (!result.ok) throw new Error(`${result.error.code}: ${JSON.stringify(result.error)}`);
  return result.value;
}
