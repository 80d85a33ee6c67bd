import type { ColumnMapping } from '../../../shared/users-csv';
import { call } from '../../bridge/mdm';

/**
 * A file imported or checked lately. Only what describes it: a page cannot open a file by
 * itself (neither the browser nor, by design, the Electron renderer gets paths), so the user
 * chooses it again; its remembered mapping (mapping-memory.ts) is then applied at once.
 */
export interface RecentFile {
  name: string;
  size: number;
  lastModified: number;
  /** The 5.34 columns the file's columns went to last time, in the file's order (null: not imported). */
  mapping: ColumnMapping;
  usedAt: number;
}

export const RECENT_FILES_KEY = 'import.recentFiles';
export const RECENT_FILES_LIMIT = 5;

export async function loadRecentFiles(): Promise<RecentFile[]> {
  try {
    const stored = await call('prefs.get', { key: RECENT_FILES_KEY });
    return Array.isArray(stored)
      ? (stored as RecentFile[]).filter((f) => typeof f?.name === 'string' && Array.isArray(f.mapping))
      : [];
  } catch {
    return [];
  }
}

/** Newest first, one entry per name and size, at most RECENT_FILES_LIMIT. */
export async function rememberRecentFile(entry: RecentFile): Promise<RecentFile[]> {
  const others = (await loadRecentFiles()).filter((f) => !(f.name === entry.name && f.size === entry.size));
  const next = [entry, ...others].slice(0, RECENT_FILES_LIMIT);
  try {
    await call('prefs.set', { key: RECENT_FILES_KEY, value: next.map((f) => ({ ...f, mapping: [...f.mapping] })) });
  } catch {
    // A convenience only.
  }
  return next;
}
