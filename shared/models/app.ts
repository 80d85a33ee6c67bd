/** What the app says of itself, and the sections a shell may ask the renderer to show. */

export type ShellKind = 'electron' | 'web' | 'cli';

export interface AppInfo {
  name: string;
  version: string;
  shell: ShellKind;
  platform: string;
  versions: Record<string, string>;
  /** The operating system's locale (Electron's app.getLocale(), e.g. "de-DE"); null where the shell does not know it (the web shell: the browser tells the page). */
  locale: string | null;
}

export interface Notice {
  level: 'info' | 'warning' | 'error';
  message: string;
}

/** Sections of the renderer a shell may ask it to show (the menu's Help > API reference). */
export const ROUTES = ['api-reference', 'connections', 'import', 'jobs', 'devices', 'organizations'] as const;
export type Route = (typeof ROUTES)[number];
