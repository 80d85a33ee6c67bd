/**
 * Updates of the desktop app (docs/policy.md, `updates`): electron-updater with a generic feed
 * whose URL the machine-wide policy sets. Without one (the default) nothing is loaded and no
 * request is made. With one, the app checks at start and every few hours, downloads what is
 * offered, and tells the user the version; it is installed only when the user chooses
 * "Restart now" (never on its own, not even at quit: an installer that asks for an
 * administrator's password when the user merely closes the window would be a surprise).
 */
import type { UpdateStatus } from '../../shared/models/updates';
import type { PolicyUpdates } from '../../shared/policy';
import { AppError } from '../core/index';
import type { Logger, UpdatesPort } from '../core/index';

/** What this module uses of electron-updater's AppUpdater (the platform's: NSIS, dmg, AppImage, deb). */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  logger: UpdaterLogger | null;
  setFeedURL(options: { provider: 'generic'; url: string; channel?: string | null }): void;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

interface UpdaterLogger {
  info(message?: unknown): void;
  warn(message?: unknown): void;
  error(message?: unknown): void;
  debug?(message: string): void;
}

/** electron-updater's updater for this platform, loaded only when the policy names a feed. */
export async function loadAutoUpdater(): Promise<Updater> {
  const module = (await import('electron-updater')) as unknown as {
    default?: { autoUpdater: Updater };
    autoUpdater?: Updater;
  };
  // CommonJS through import(): its getter-defined exports are on `default`.
  const updater = module.default?.autoUpdater ?? module.autoUpdater;
  if (!updater) throw new Error('electron-updater offers no autoUpdater');
  return updater;
}

export interface UpdatesOptions {
  settings: PolicyUpdates;
  /** Where the policy came from, for the status's reason. */
  policyFile: string | null;
  load(): Promise<Updater>;
  onChange(status: UpdateStatus): void;
  log: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;
  /** Between checks (default 6 hours). */
  intervalMs?: number;
  setInterval?: (run: () => void, ms: number) => { unref?(): void };
}

export interface Updates extends UpdatesPort {
  /** Loads the updater and checks (nothing at all when the policy says off). */
  start(): Promise<void>;
}

const SIX_HOURS = 6 * 60 * 60 * 1000;

const versionOf = (info: unknown): string =>
  typeof (info as { version?: unknown })?.version === 'string' ? (info as { version: string }).version : '?';

export function createUpdates(options: UpdatesOptions): Updates {
  const { settings, log } = options;
  let status: UpdateStatus =
    settings === 'off'
      ? {
          state: 'off',
          reason: 'updates-off-policy',
          ...(options.policyFile ? { policyFile: options.policyFile } : {}),
        }
      : { state: 'checking' };
  let updater: Updater | null = null;
  let offered: string | null = null;
  const set = (next: UpdateStatus) => {
    status = next;
    options.onChange(next);
  };

  function listen(u: Updater): void {
    u.on('checking-for-update', () => {
      // A check while an offer is downloaded or ready keeps showing the offer.
      if (status.state !== 'ready' && status.state !== 'downloading') set({ state: 'checking' });
    });
    u.on('update-not-available', (info: unknown) => {
      if (status.state === 'ready') return;
      set({ state: 'current', version: versionOf(info) });
    });
    u.on('update-available', (info: unknown) => {
      offered = versionOf(info);
      log.info(`updates: version ${offered} offered; downloading`);
      set({ state: 'downloading', version: offered, percent: 0 });
    });
    u.on('download-progress', (progress: unknown) => {
      if (offered === null || status.state === 'ready') return;
      const percent = (progress as { percent?: unknown })?.percent;
      set({ state: 'downloading', version: offered, percent: typeof percent === 'number' ? Math.round(percent) : 0 });
    });
    u.on('update-downloaded', (info: unknown) => {
      const version = versionOf(info);
      log.info(`updates: version ${version} downloaded; installed when the user restarts from the offer`);
      set({ state: 'ready', version });
    });
    u.on('error', (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      log.warn(`updates: ${message}`);
      if (status.state !== 'ready') set({ state: 'error', message });
    });
  }

  const check = () => {
    updater?.checkForUpdates().catch(() => undefined /* reported by the 'error' event */);
  };

  return {
    status: () => status,
    async start() {
      if (settings === 'off') {
        log.info('updates: off (the policy names no update feed)');
        return;
      }
      try {
        updater = await options.load();
      } catch (error) {
        log.error(`updates: the updater could not be loaded: ${(error as Error).message}`);
        set({ state: 'error', message: `The updater could not be loaded: ${(error as Error).message}` });
        return;
      }
      updater.logger = {
        info: (message) => log.debug(`updater: ${String(message)}`),
        warn: (message) => log.warn(`updater: ${String(message)}`),
        error: (message) => log.warn(`updater: ${String(message)}`),
      };
      updater.autoDownload = true;
      updater.autoInstallOnAppQuit = false;
      updater.setFeedURL({ provider: 'generic', url: settings.url, channel: settings.channel });
      listen(updater);
      log.info(`updates: checking ${settings.url} (channel ${settings.channel})`);
      check();
      (options.setInterval ?? setInterval)(check, options.intervalMs ?? SIX_HOURS).unref?.();
    },
    install() {
      if (status.state !== 'ready' || !updater) {
        throw new AppError('invalid-argument', { reason: 'no-update' });
      }
      log.info(`updates: restarting into version ${status.version}, as the user chose`);
      updater.quitAndInstall(false, true);
    },
  };
}

/** electron-updater's own network session (electronHttpExecutor.ts: NET_SESSION_NAME). */
export const UPDATER_SESSION = 'electron-updater';

/** The policy's proxy as Electron's session takes it. */
export function updaterProxy(proxy: { url: string; bypass: readonly string[] }): {
  proxyRules: string;
  proxyBypassRules: string;
} {
  return { proxyRules: proxy.url, proxyBypassRules: proxy.bypass.join(',') };
}
