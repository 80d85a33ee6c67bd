/**
 * What `import-users --dry-run` says: every line of FILE with the outcome predicted for it,
 * the counts, as text or as `{"dryRun": true, "predicted": {...}, "lines": [...]}`. When the
 * dry run compared the file with the organization's users, each line also carries `changes`
 * (the fields overwriting would change, `{field: {server, file}}`, empty when none) and
 * `similar` (the existing users who look like a new line's person, `[{name, email}]`), and the
 * output the counts of each kind (`compared`), `notInFileCount` (how many of the organization's
 * users the file does not name) and `notInFile`, those users by name (`[{name, givenName,
 * surName, position, email, key}]`, shared/models/leavers.ts; `key` in the connection's id
 * column). Where login names are derived, each line
 * also says the `name` it will use. A compared line says how it met its account
 * (`matchedBy`: key, name, email or none) and, where its school ID stops it, `conflict` (why,
 * naming the other side: `{kind, key, holder | holderKey | otherLine}`).
 */
import { countComparison, matchKindOf } from '../../../shared/models/dry-run-comparison';
import type {
  ComparisonCounts,
  FieldChanges,
  KeyConflict,
  MatchKind,
  SimilarUser,
} from '../../../shared/models/dry-run-comparison';
import { countPredictions, noPredictedCounts, predictedStatusOf } from '../../../shared/models/dry-run';
import { predictionReasonText } from '../../../shared/models/dry-run';
import type { DryRunResult, PredictedCounts, PredictedStatus, PredictionReason } from '../../../shared/models/dry-run';
import type { MessageParams, Translator } from '../../../shared/i18n/translator';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import type { Leaver } from '../../../shared/models/leavers';

export interface PredictedLine {
  /** The line in FILE. */
  line: number;
  predicted: PredictedStatus;
  reason: string;
  /** Where login names are derived: the name the line will use. */
  name?: string;
  /** When compared: what overwriting would change ({} for a new or unchanged line). */
  changes?: FieldChanges;
  /** When compared: the look-alikes of a new line's person ([] for the others). */
  similar?: SimilarUser[];
  /** When compared: how the line met its account. */
  matchedBy?: MatchKind;
  /** When its school ID stops the line: why (the other line by its line in FILE). */
  conflict?: LineConflict;
}

export type LineConflict =
  Exclude<KeyConflict, { kind: 'keyTwice' }> | { kind: 'keyTwice'; key: string; otherLine: number };

/**
 * Every line of FILE: the dry run's prediction of the lines it saw (the upload's), and
 * FAILED for the lines the offline checks failed (with their first message).
 */
export function predictedLines(
  result: DryRunResult | null,
  overwrite: boolean,
  offlineFailed: ReadonlyMap<number, string>,
  translator?: Translator,
  names?: ReadonlyMap<number, string>,
): { lines: PredictedLine[]; counts: PredictedCounts } {
  return {
    lines: [...eachPredictedLine(result, overwrite, offlineFailed, translator, names)],
    counts: predictedCounts(result, overwrite, offlineFailed),
  };
}

/** How many lines of FILE get each prediction (`predictedLines`' counts, no line made). */
export function predictedCounts(
  result: DryRunResult | null,
  overwrite: boolean,
  offlineFailed: ReadonlyMap<number, string>,
): PredictedCounts {
  const counts = result
    ? countPredictions(overwrite ? result.withOverwrite : result.withoutOverwrite)
    : noPredictedCounts();
  counts.FAILED += offlineFailed.size;
  return counts;
}

/**
 * `predictedLines`' lines one at a time, in FILE's order: printing 100,000 of them, each is
 * garbage as soon as it is written, where a list of them all kept every one alive through
 * the young generation's collections (a third of the printing's time).
 */
export function* eachPredictedLine(
  result: DryRunResult | null,
  overwrite: boolean,
  offlineFailed: ReadonlyMap<number, string>,
  translator?: Translator,
  names?: ReadonlyMap<number, string>,
): Generator<PredictedLine> {
  const compared = result?.comparison !== undefined;
  const failed = [...offlineFailed.keys()].sort((a, b) => a - b);
  const failedLine = (line: number): PredictedLine => ({
    line,
    predicted: 'FAILED',
    reason: offlineFailed.get(line)!,
    ...(compared ? { changes: {}, similar: [] } : {}),
  });
  const named = (l: PredictedLine) => {
    const name = names?.get(l.line);
    if (name !== undefined) l.name = name;
    return l;
  };
  const records = result ? recordLines(result, overwrite, translator) : [];
  if (result && !ascending(result.lineMap)) {
    // An upload whose records are not in FILE's order: all lines made, then sorted.
    const lines = [...records, ...failed.map(failedLine)].sort((a, b) => a.line - b.line);
    for (const l of lines) yield named(l);
    return;
  }
  let next = 0;
  for (const l of records) {
    while (next < failed.length && failed[next]! < l.line) yield named(failedLine(failed[next++]!));
    yield named(l);
  }
  while (next < failed.length) yield named(failedLine(failed[next++]!));
}

/** The upload's records with a prediction, as lines, in the upload's order. */
function* recordLines(result: DryRunResult, overwrite: boolean, translator?: Translator): Generator<PredictedLine> {
  const codes = overwrite ? result.withOverwrite : result.withoutOverwrite;
  const notes = byRecord(overwrite ? result.notes.withOverwrite : result.notes.withoutOverwrite, (n) => n.why);
  const compared = result.comparison;
  const changes = byRecord(compared?.changes ?? [], (c) => c.changes);
  const similar = byRecord(compared?.similar ?? [], (s) => s.users);
  const conflicts = new Map(compared?.conflicts.map((c) => [c.record, c.why]));
  for (let record = 0; record < result.records; record++) {
    const predicted = predictedStatusOf(codes[record]!);
    if (!predicted) continue;
    const line: PredictedLine = {
      line: result.lineMap[record]!,
      predicted,
      reason: reasonText(notes(record), translator),
    };
    if (compared) {
      line.changes = changes(record) ?? {};
      line.similar = similar(record) ?? [];
      line.matchedBy = matchKindOf(compared.matchedBy[record]!) ?? 'none';
      const why = conflicts.get(record);
      if (why)
        line.conflict =
          why.kind === 'keyTwice'
            ? { kind: 'keyTwice', key: why.key, otherLine: result.lineMap[why.otherRecord]! }
            : why;
    }
    yield line;
  }
}

function ascending(lineMap: Uint32Array): boolean {
  for (let i = 1; i < lineMap.length; i++) if (lineMap[i]! <= lineMap[i - 1]!) return false;
  return true;
}

/**
 * The entries of a list by record, asked for records in ascending order: a cursor where the
 * list is in record order (as the dry run makes them: a line at a time), a map otherwise.
 */
function byRecord<E extends { record: number }, V>(
  list: readonly E[],
  value: (entry: E) => V,
): (record: number) => V | undefined {
  const ordered = list.every((entry, i) => i === 0 || list[i - 1]!.record < entry.record);
  if (!ordered) {
    const map = new Map(list.map((entry) => [entry.record, value(entry)]));
    return (record) => map.get(record);
  }
  let at = 0;
  return (record) => {
    while (at < list.length && list[at]!.record < record) at++;
    return at < list.length && list[at]!.record === record ? value(list[at]!) : undefined;
  };
}

/** Why a line gets its prediction: in English without a translator (the --json output), else in its language. */
function reasonText(why: PredictionReason | undefined, translator: Translator | undefined): string {
  if (!translator) return why ? predictionReasonText(why) : 'A new user';
  // The reason itself is the message's parameters (t reads them, never keeps or changes them).
  return why ? translator.t(REASON_KEY[why.kind], why as unknown as MessageParams) : translator.t('cli.reason.new');
}

/** Each reason's message key, made once: a dry run words a reason for 100,000 lines. */
const REASON_KEY: { readonly [K in PredictionReason['kind']]: MessageKey } = {
  exists: 'cli.reason.exists',
  overwritten: 'cli.reason.overwritten',
  emailTaken: 'cli.reason.emailTaken',
};

/**
 * The --json output of a dry run: `{dryRun, predicted, lines}`, and `compared`,
 * `notInFileCount` and `notInFile` (the users by name, `leavers`) when the dry run has them.
 */
export function dryRunJson(
  result: DryRunResult | null,
  overwrite: boolean,
  offlineFailed: ReadonlyMap<number, string>,
  names?: ReadonlyMap<number, string>,
  leavers?: readonly Leaver[],
): {
  dryRun: true;
  predicted: PredictedCounts;
  lines: PredictedLine[];
  compared?: ComparisonCounts;
  notInFileCount?: number;
  notInFile?: readonly Leaver[];
} {
  const { lines, counts } = predictedLines(result, overwrite, offlineFailed, undefined, names);
  const comparison = result?.comparison;
  return {
    dryRun: true,
    predicted: counts,
    lines,
    ...(comparison ? { compared: countComparison(comparison.kinds) } : {}),
    ...(comparison?.notInFile ? { notInFileCount: comparison.notInFile.count } : {}),
    ...(comparison?.notInFile && leavers ? { notInFile: leavers } : {}),
  };
}

/** A user the file does not name, in the terminal's words: login, person, class and school ID where known. */
export function leaverText(leaver: Leaver, t: Translator['t']): string {
  // Pieces joined as they come, no lists: a yearly dry run names some 50,000 leavers.
  let text = '';
  const add = (part: string) => (text = text === '' ? part : `${text}, ${part}`);
  if (leaver.givenName !== '' && leaver.surName !== '') add(`${leaver.givenName} ${leaver.surName}`);
  else if (leaver.givenName !== '' || leaver.surName !== '') add(leaver.givenName + leaver.surName);
  if (leaver.position !== '') add(t('cli.dryRun.leaver.position', { position: leaver.position }));
  if (leaver.key !== '') add(t('cli.dryRun.leaver.key', { key: leaver.key }));
  return text !== '' ? `  ${leaver.name}: ${text}` : `  ${leaver.name}`;
}

const NOTHING_TO_SAY: readonly string[] = [];

/** A compared line in the terminal's words: each changed field, server's value then file's, and the look-alikes. */
export function comparisonText(line: PredictedLine, t: Translator['t'], idColumn?: string | null): readonly string[] {
  const conflict = line.conflict;
  // Most lines of a yearly file say nothing more: no list made for them.
  if (!conflict && (line.similar?.length ?? 0) === 0 && isEmpty(line.changes)) return NOTHING_TO_SAY;
  const text: string[] = [];
  if (conflict)
    text.push(
      conflict.kind === 'keyTwice'
        ? t('cli.conflict.keyTwice', { line: line.line, key: conflict.key, other: conflict.otherLine })
        : conflict.kind === 'keyHeld'
          ? t('cli.conflict.keyHeld', { line: line.line, key: conflict.key, holder: conflict.holder })
          : t('cli.conflict.otherKey', { line: line.line, ...conflict }),
    );
  for (const [field, change] of Object.entries(line.changes ?? {}))
    text.push(
      field === 'key'
        ? t('cli.dryRun.adopts', { line: line.line, key: change.file, column: idColumn ?? '' })
        : field === 'activated'
          ? t('cli.dryRun.reactivated', { line: line.line })
          : t('cli.dryRun.changed', { line: line.line, field, server: change.server, file: change.file }),
    );
  if (line.similar && line.similar.length > 0)
    text.push(
      t('cli.dryRun.looksLike', {
        line: line.line,
        users: line.similar.map((u) => (u.email ? `${u.name} <${u.email}>` : u.name)).join(', '),
      }),
    );
  return text;
}

function isEmpty(changes: FieldChanges | undefined): boolean {
  if (changes) for (const field in changes) if (Object.hasOwn(changes, field)) return false;
  return true;
}
