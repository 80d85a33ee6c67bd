import { CUSTOM_COLUMNS, MAX_CUSTOM_COLUMNS, TARGET_COLUMNS } from './columns';
import type { ColumnMapping, TargetColumn } from './columns';
import { LEGACY_NAMES, SYNONYMS, normaliseHeader } from './column-names';
import { DEFAULT_ID_COLUMN } from './id-column';
import type { IdColumn } from './id-column';
import { schoolColumn } from './school-exports';
import type { SchoolColumnNote } from './school-exports';
import { similarity } from './similarity';

/** 'derived': a column the file lacks, built from a pattern (`record-derivation.ts`). */
export type MatchReason = 'exact' | 'legacy name' | 'synonym' | 'school export' | 'similar spelling' | 'derived';

export interface ColumnMatch {
  sourceIndex: number;
  /** The header text as in the file. */
  source: string;
  target: TargetColumn | null;
  /**
   * 0..1: exact 1, legacy name 0.95, synonym 0.9, school export 0.9 (0.6 for a column proposed
   * for position or a custom column: any other claim on those wins), similar spelling 0.9 x similarity.
   */
  confidence: number;
  reason: MatchReason | null;
  /** A school system's column without a 5.34 column of its own: what is proposed for it, and why (`school-exports.ts`). */
  note?: SchoolColumnNote;
}

/** Below this similarity a spelling is not a match ("Email consent" vs "email" is far below). */
const SIMILARITY_THRESHOLD = 0.75;
const CONFIDENCE: Record<Exclude<MatchReason, 'similar spelling' | 'derived'>, number> = {
  exact: 1,
  'legacy name': 0.95,
  synonym: 0.9,
  'school export': 0.9,
};
/** A school column proposed for position or custom1: below every other kind of match. */
const SCHOOL_PROPOSAL = 0.6;

const normalisedTargets = new Map<string, TargetColumn>(TARGET_COLUMNS.map((t) => [normaliseHeader(t), t]));
/** Everything a spelling can be similar to: each target's own name, legacy names and synonyms (custom columns excluded: "custom16" must not become custom15). */
const spellingCandidates: Array<[string, TargetColumn]> = [
  ...TARGET_COLUMNS.filter((t) => !(CUSTOM_COLUMNS as readonly string[]).includes(t)).map(
    (t): [string, TargetColumn] => [normaliseHeader(t), t],
  ),
  ...Object.entries(LEGACY_NAMES),
  ...Object.entries(SYNONYMS),
].filter(([name]) => name.length >= 4);

const customPattern = /^(?:custom|benutzerdefiniert|attribut|attribute)(\d+)$/;

/** A custom column number named by a header ("Custom 16" -> 16), or null. */
export function customNumber(header: string): number | null {
  const m = customPattern.exec(normaliseHeader(header));
  return m ? Number(m[1]) : null;
}

interface Candidate {
  sourceIndex: number;
  target: TargetColumn;
  confidence: number;
  reason: MatchReason;
}

function candidatesFor(sourceIndex: number, header: string, idColumn: IdColumn): Candidate[] {
  const key = normaliseHeader(header);
  if (key === '') return [];
  const exact = normalisedTargets.get(key);
  if (exact) return [{ sourceIndex, target: exact, confidence: CONFIDENCE.exact, reason: 'exact' }];
  const custom = customNumber(header);
  if (custom !== null) {
    return custom >= 1 && custom <= MAX_CUSTOM_COLUMNS
      ? [{ sourceIndex, target: `custom${custom}` as TargetColumn, confidence: CONFIDENCE.synonym, reason: 'synonym' }]
      : [];
  }
  const legacy = LEGACY_NAMES[key];
  if (legacy) return [{ sourceIndex, target: legacy, confidence: CONFIDENCE['legacy name'], reason: 'legacy name' }];
  const synonym = SYNONYMS[key];
  if (synonym) return [{ sourceIndex, target: synonym, confidence: CONFIDENCE.synonym, reason: 'synonym' }];
  const school = schoolColumn(header);
  if (school) {
    if (!school.target) return [];
    // The school's ID of the person is its key: proposed where the connection keeps keys.
    const target = school.note === 'student-id' ? idColumn : school.target;
    const proposal = target === 'position' || target.startsWith('custom') || target === 'foreignKey';
    const confidence = proposal ? SCHOOL_PROPOSAL : CONFIDENCE['school export'];
    return [{ sourceIndex, target, confidence, reason: 'school export' }];
  }
  if (key.length < 4) return [];
  const best = new Map<TargetColumn, number>();
  for (const [name, target] of spellingCandidates) {
    // A cheap bound first: the length difference alone already costs that many edits.
    if (1 - Math.abs(name.length - key.length) / Math.max(name.length, key.length) < SIMILARITY_THRESHOLD) continue;
    const s = similarity(key, name);
    if (s >= SIMILARITY_THRESHOLD && s > (best.get(target) ?? 0)) best.set(target, s);
  }
  return [...best].map(([target, s]) => ({
    sourceIndex,
    target,
    confidence: Math.round(0.9 * s * 100) / 100,
    reason: 'similar spelling',
  }));
}

/**
 * Matches each source header onto at most one 5.34 column and each 5.34 column onto at most
 * one source header: all candidates are ranked by confidence and taken greedily, so the
 * better match wins a contested target (ties go to the leftmost column).
 */
export function matchColumns(
  header: readonly string[],
  options: { idColumn?: IdColumn | undefined } = {},
): ColumnMatch[] {
  const idColumn = options.idColumn ?? DEFAULT_ID_COLUMN;
  const candidates = header.flatMap((h, i) => candidatesFor(i, h, idColumn));
  candidates.sort((a, b) => b.confidence - a.confidence || a.sourceIndex - b.sourceIndex);
  const matches: ColumnMatch[] = header.map((source, sourceIndex) => {
    const note = schoolColumn(source)?.note;
    return { sourceIndex, source, target: null, confidence: 0, reason: null, ...(note ? { note } : {}) };
  });
  const taken = new Set<TargetColumn>();
  for (const c of candidates) {
    const match = matches[c.sourceIndex]!;
    if (match.target !== null || taken.has(c.target)) continue;
    match.target = c.target;
    match.confidence = c.confidence;
    match.reason = c.reason;
    taken.add(c.target);
  }
  return matches;
}

export function mappingFromMatches(matches: readonly ColumnMatch[]): ColumnMapping {
  return matches.map((m) => m.target);
}
