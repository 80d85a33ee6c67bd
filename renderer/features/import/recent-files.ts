import type { RecentFile } from '../../../shared/prefs';
import { getPref, setPref } from '../../bridge/prefs';

/**
 * Files imported or checked lately (shared/prefs.ts describes one). A page cannot open a file
 * by itself (neither the browser nor, by design, the Electron renderer gets paths), so the
 * user chooses it again; its remembered mapping (mapping-memory.ts) is then applied at once.
 */
export const RECENT_FILES_KEY = 'import.recentFiles';
const RECENT_FILES_LIMIT = 5;

export async function loadRecentFiles(): Promise<RecentFile[]> {
  try {
    return (await getPref(RECENT_FILES_KEY)) ?? [];
  } catch {
    return [];
  }
}

/** Newest first, one entry per name and size, at most RECENT_FILES_LIMIT. */
export async function rememberRecentFile(entry: RecentFile): Promise<RecentFile[]> {
  const others = (await loadRecentFiles()).filter((f) => !(f.name === entry.name && f.size === entry.size));
  const next = [entry, ...others].slice(0, RECENT_FILES_LIMIT);
  try {
    await setPref(RECENT_FILES_KEY, next);
  } catch {
    // A convenience only.
  }
  return next;
}
