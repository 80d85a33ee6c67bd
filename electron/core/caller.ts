/**
 * Who is calling core: a window (Electron, by its webContents id), a browser tab (the web
 * shell, by its socket), or the command line (the process). Each call carries it, as VS
 * Code's IServerChannel<TContext> does, so that what belongs to one caller stays with it:
 * its query channels (two windows never cancel each other's requests), its exports (their
 * progress and files go to it alone), and what it left running when it goes away.
 */
import type { ShellKind } from '../../shared/ipc';

export interface Caller {
  /** Stable for as long as the caller lives, unique within this process: `electron:7`, `web:3`, `cli:4711`. */
  readonly id: string;
  readonly shell: ShellKind;
}

export const electronCaller = (webContentsId: number): Caller => ({
  id: `electron:${webContentsId}`,
  shell: 'electron',
});
/** The Electron main process itself, for what its menu and notices read of core (the language). */
export const electronMainCaller: Caller = { id: 'electron:main', shell: 'electron' };
export const webCaller = (socket: number): Caller => ({ id: `web:${socket}`, shell: 'web' });
export const cliCaller = (pid: number = process.pid): Caller => ({ id: `cli:${pid}`, shell: 'cli' });
