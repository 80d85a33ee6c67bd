/**
 * The Electron shell: wiring only. Every behaviour lives in core; this file creates the
 * secure window, serves the renderer from app://mdm, binds the contract to IPC and builds
 * the menu.
 */
import { app, BrowserWindow, dialog, ipcMain, Menu, Notification, session, shell } from 'electron';
import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CsvSeparator } from '../../shared/csv/separator';
import { createCore, electronCaller, electronMainCaller, loadPolicy, openLogFile } from '../core/index';
import type { Core } from '../core/index';
import { saveDiagnostics } from './diagnostics-download';
import { pickLanguage, resolveLanguage } from '../../shared/i18n/language';
import { createTranslator } from '../../shared/i18n/translator';
import type { EventPayload } from '../../shared/ipc';
import { LANGUAGE_PREF } from '../../shared/prefs';
import { isSameOrigin } from './app-origin';
import { safeStorageSecretStore } from './secrets';
import { electronSettingsStore } from './settings';
import { bindIpc, forwardEvents, isTrustedFrame } from './ipc';
import { watchJobs } from './job-watch';
import { buildMenuTemplate } from './menu';
import { APP_ORIGIN, registerAppScheme, serveRenderer } from './protocol';
import { denyPermissions, guardWebContents } from './security';
import { systemProxy } from './system-proxy';
import { saveTemplate } from './template-download';
import { createUpdates, loadAutoUpdater, updaterProxy, UPDATER_SESSION } from './updates';
import { createMainWindow } from './window';

const here = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.resolve(here, '..');
// `npm run dev` serves the renderer from Vite on loopback for hot reload; a packaged app never does.
const devServerUrl = !app.isPackaged ? process.env.MDM_DEV_SERVER_URL : undefined;
const appOrigin = devServerUrl ?? APP_ORIGIN;
const isAppUrl = (url: string): boolean => isSameOrigin(url, appOrigin);

registerAppScheme();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // Reviewed for Electronegativity: guardWebContents passes only http(s) URLs here (isSafeExternalUrl).
  const openInBrowser = (url: string) => shell.openExternal(url); // eng-disable OPEN_EXTERNAL_JS_CHECK
  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(contents, isAppUrl, openInBrowser, { developerTools: !app.isPackaged }),
  );
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  void app.whenReady().then(start);
}

async function start(): Promise<void> {
  const dataDir = app.getPath('userData');
  const locale = app.getLocale();
  // The machine-wide policy never stops the app: what is wrong is in the log and the app's banner.
  const policy = await loadPolicy();
  const log = openLogFile(dataDir);
  const { proxy } = policy.policy;
  const core = createCore({
    shell: 'electron',
    locale,
    dataDir,
    secretStore: (support) => safeStorageSecretStore(dataDir, support),
    settingsStore: (support) => electronSettingsStore(dataDir, support),
    versions: { electron: process.versions.electron ?? '', chrome: process.versions.chrome ?? '' },
    policy,
    // The system proxy and PAC as Chromium resolves them, unless the policy names a proxy (which
    // core then uses); the system's CAs come from Node (core/network/trust.ts).
    proxy: systemProxy(session.defaultSession),
    ...(log ? { log } : {}),
    // The updater is made below, with core's log and events; nothing asks it before wire().
    updates: { status: () => updates.status(), install: () => updates.install() },
  });
  const updates = createUpdates({
    settings: policy.policy.updates,
    policyFile: policy.file,
    load: loadAutoUpdater,
    onChange: (status) => core.events.emit('updates.changed', status),
    log: core.log,
  });
  wire(core);
  // The updater's requests go through the policy's proxy too (otherwise the system's, as Chromium finds it).
  if (proxy) await session.fromPartition(UPDATER_SESSION, { cache: false }).setProxy(updaterProxy(proxy));
  await updates.start();
}

function wire(core: Core): void {
  // The menu and the shell's own notices speak the app's language: the system's until core
  // has read the one chosen in the app (or the policy's), then whichever the user picks.
  let translator = createTranslator(pickLanguage([app.getLocale()]));
  let { t } = translator;
  serveRenderer(path.join(distDir, 'renderer'), core.files);
  denyPermissions(session.defaultSession);
  bindIpc(ipcMain, core, (event) => isTrustedFrame(event.senderFrame, appOrigin));
  // A window that goes away takes its queries and exports with it.
  app.on('web-contents-created', (_event, contents) =>
    contents.once('destroyed', () => core.callerGone(electronCaller(contents.id).id)),
  );
  forwardEvents(core, () => BrowserWindow.getAllWindows());
  watchJobs(
    core.events,
    {
      notify: (title, body) => {
        if (Notification.isSupported()) new Notification({ title, body }).show();
      },
      setProgress: (value) => {
        for (const window of BrowserWindow.getAllWindows()) if (!window.isDestroyed()) window.setProgressBar(value);
      },
    },
    () => translator,
  );
  const downloadTemplate = (separator: CsvSeparator) => {
    saveTemplate(separator, {
      dialog,
      window: BrowserWindow.getFocusedWindow(),
      writeFile: (file, bytes) => writeFile(file, bytes),
      defaultDir: app.getPath('downloads'),
    }).catch((error: Error) =>
      core.events.emit('app.notice', { level: 'error', code: 'template-not-saved', params: { reason: error.message } }),
    );
  };
  const downloadDiagnostics = () => {
    saveDiagnostics({
      core,
      dialog,
      window: BrowserWindow.getFocusedWindow(),
      copyFile: (from, to) => copyFile(from, to),
      defaultDir: app.getPath('downloads'),
    }).catch((error: Error) =>
      core.events.emit('app.notice', {
        level: 'error',
        code: 'diagnostics-not-saved',
        params: { reason: error.message },
      }),
    );
  };
  const installMenu = () =>
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildMenuTemplate({
          appName: app.getName(),
          isMac: process.platform === 'darwin',
          developerTools: !app.isPackaged,
          navigate: (route) => core.events.emit('app.navigate', { route }),
          downloadTemplate,
          t,
          saveDiagnostics: downloadDiagnostics,
        }),
      ),
    );
  const speak = (chosen: unknown) => {
    const language = resolveLanguage(chosen, core.policy.policy.defaultLanguage, [app.getLocale()]);
    translator = createTranslator(language);
    ({ t } = translator);
    installMenu();
  };
  installMenu();
  core.events.subscribe((event, payload) => {
    if (event === 'prefs.changed' && (payload as EventPayload<'prefs.changed'>).key === LANGUAGE_PREF)
      speak((payload as EventPayload<'prefs.changed'>).value);
  });
  void core
    .call('prefs.get', { key: LANGUAGE_PREF }, electronMainCaller)
    .then((outcome) => speak(outcome.ok ? outcome.value : null));
  const preload = path.join(distDir, 'preload', 'preload.cjs');
  const open = () => createMainWindow(preload, devServerUrl ?? `${APP_ORIGIN}/index.html`);
  open();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) open();
  });
  app.on('before-quit', () => void core.dispose());
}
