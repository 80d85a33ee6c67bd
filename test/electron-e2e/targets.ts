/**
 * The two builds every flow runs on: the development build (Electron on dist/main/main.js, as
 * `npm start` runs it) and the packaged app (electron-builder's unpacked folder, with its
 * fuses). scripts/test-electron.mjs finds both and passes them in the environment.
 */
export interface Target {
  name: string;
  kind: 'development' | 'packaged';
  /** The Electron executable (development) or the packaged app's own. */
  executable: string;
}

export function targets(env: Readonly<Record<string, string | undefined>> = process.env): Target[] {
  const electron = env.ELECTRON_E2E_EXECUTABLE;
  const packaged = env.ELECTRON_E2E_PACKAGED;
  if (!electron || !packaged) {
    throw new Error(
      'ELECTRON_E2E_EXECUTABLE and ELECTRON_E2E_PACKAGED are not set: run these tests with "npm run test:electron".',
    );
  }
  return [
    { name: 'development build', kind: 'development', executable: electron },
    { name: 'packaged app', kind: 'packaged', executable: packaged },
  ];
}
