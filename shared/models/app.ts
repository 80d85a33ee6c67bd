/** What the app says of itself, and the sections a shell may ask the renderer to show. */
import type { NoticeCode } from '../errors/notice-code';

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

/**
 * What core or a shell wants people to know beyond an answer: a code and its parameters
 * (an `error` among them is a code with its details), worded by each shell
 * (shared/errors/notice-wording.ts), never a sentence.
 */
export interface Notice {
  level: 'info' | 'warning' | 'error';
  code: NoticeCode;
  params?: Record<string, unknown>;
}

/** Sections of the renderer a shell may ask it to show (the menu's Help > API reference). */
export const ROUTES = ['api-reference', 'connections', 'import', 'jobs', 'devices', 'organizations'] as const;
export type Route = (typeof ROUTES)[number];
