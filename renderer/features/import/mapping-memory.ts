import type { ColumnMapping } from '../../../shared/users-csv';
import { mappingPrefKey } from '../../../shared/prefs';
import { getPref, setPref } from '../../bridge/prefs';

/** FNV-1a over the header texts: the same header set (same order) gives the same key. */
function headerHash(header: readonly string[]): string {
  let hash = 0x811c9dc5;
  const text = header.join('\u001f');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0') + header.length.toString(16);
}

/** The prefs key of a mapping: per profile and header set (prefs keys allow [a-zA-Z0-9.:_-]). */
export function mappingKey(profileId: string, header: readonly string[]) {
  return mappingPrefKey(`${profileId.replace(/[^a-zA-Z0-9._-]/g, '_')}:${headerHash(header)}`);
}

/** The mapping remembered for this header set and profile, when it still fits the header. */
export async function recallMapping(
  profileId: string | null,
  header: readonly string[],
): Promise<ColumnMapping | null> {
  if (!profileId) return null;
  try {
    const stored = await getPref(mappingKey(profileId, header));
    return stored && stored.length === header.length ? stored : null;
  } catch {
    // No prefs (an older core): matching alone still works.
    return null;
  }
}

export async function rememberMapping(
  profileId: string | null,
  header: readonly string[],
  mapping: ColumnMapping,
): Promise<void> {
  if (!profileId) return;
  try {
    await setPref(mappingKey(profileId, header), [...mapping]);
  } catch {
    // Remembering is a convenience; the import goes on without it.
  }
}
