import type { Session, WebContents } from 'electron';

/** Only web pages may be handed to the system browser; never file:, javascript:, custom schemes. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Electron's security checklist for every web contents the app creates: no navigation away
 * from the app, no new windows (http(s) links go to the system browser), no webviews.
 */
export function guardWebContents(
  contents: WebContents,
  isAppUrl: (url: string) => boolean,
  openExternal: (url: string) => Promise<void>,
  options: { developerTools: boolean } = { developerTools: false },
): void {
  // A packaged app offers no developer tools: they would show and change what the page holds.
  if (!options.developerTools) contents.on('devtools-opened', () => contents.closeDevTools());
  const refuseNavigation = (event: { preventDefault(): void }, url: string) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    if (isSafeExternalUrl(url)) void openExternal(url);
  };
  contents.on('will-navigate', refuseNavigation);
  contents.on('will-redirect', refuseNavigation);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) void openExternal(url);
    return { action: 'deny' };
  });
}

/** Copying to the clipboard is the one web permission the app uses; everything else is refused. */
const ALLOWED_PERMISSIONS = new Set(['clipboard-sanitized-write']);

export function denyPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(ALLOWED_PERMISSIONS.has(permission)),
  );
  session.setPermissionCheckHandler((_contents, permission) => ALLOWED_PERMISSIONS.has(permission));
}
