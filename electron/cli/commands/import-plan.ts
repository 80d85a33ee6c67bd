/**
 * `import-users`: what is sent is decided before anything is, for every file. The file is
 * staged once as it would be uploaded (where names are derived: logins derived, a matched
 * person keeping the server's login), compared with the organization's users by core's dry
 * run (by key, then login, then e-mail), and the plan says which lines are left out: those
 * whose fields equal the server's (nothing of theirs is touched), those the server would skip
 * where passwords are generated (existing without --overwrite: no password is drawn for them,
 * so no letter names a password that never works; a file's own passwords go, the server skips
 * them), those their key stops (each named), and with --update-only the existing users whose
 * changes are all in columns not chosen (`kept`, update-columns.ts: sent, each would get a new
 * password). A look-alike line must be decided
 * (`--lookalikes new` or `same`, or `--lookalike LINE=new|same` for one line); undecided ones
 * refuse the import. A line decided `same` is that account: it is staged again with the
 * account's login and e-mail and compared again (import-compare.ts), so it meets the account
 * by login, as the app does. Where the plan
 * changes nothing of the upload (`changesUpload`), the staging compared last is sent; else the
 * upload is staged again with the plan, and only its lines get passwords and letters.
 */
import type { DryRunResult } from '../../../shared/models/dry-run';
import { PREDICTION_CODE } from '../../../shared/models/dry-run';
import { COMPARISON_CODE } from '../../../shared/models/dry-run-comparison';
import type { KeyConflict, SimilarUser } from '../../../shared/models/dry-run-comparison';
import type { ReceiptSource } from '../../../shared/models/receipt';
import type { LeftOutReason } from '../../../shared/users-csv/left-out-reason';
import type { Translator } from '../../../shared/i18n/translator';
import type { IdColumn } from '../../../shared/users-csv/id-column';
import { DEFAULT_ID_COLUMN } from '../../../shared/users-csv/id-column';
import { reactivates } from '../../../shared/models/dry-run-comparison';
import type { ComparedField, FieldChanges } from '../../../shared/models/dry-run-comparison';
import { changedColumns, sentForUpdate } from '../../../shared/users-csv/update-columns';
import type { ChosenColumns } from '../../../shared/users-csv/update-columns';
import type { DerivationOptions, MatchedAccount, MatchedAccounts } from '../../../shared/users-csv/record-derivation';
import { readPersonKeys } from '../../core/index';
import type { LineConflict } from './dry-run-output';
import type { ResolvedConnection } from '../../core/index';

export type LookAlikeDecision = 'new' | 'same';

/** The import's lines as the comparison decided them (source lines). */
export interface UploadPlan {
  /** The lines left out of the upload, each with why. */
  leaveOut: Map<number, LeftOutReason>;
  /** Look-alike lines decided `same`: the account each becomes (its login and e-mail are written in). */
  same: Map<number, MatchedAccount>;
  /** Existing users sent with --overwrite: each gets the password the upload carries. */
  newPasswordsForExisting: number;
  /** Their lines: a letter for one of them says the account has a new password, not that one was set up. */
  existingLines: Set<number>;
  /** The unchanged lines left out, in order (the terminal lists them). */
  unchangedLines: number[];
  /** The lines left out because the server would skip them (generated passwords), in order. */
  skippedLines: number[];
  /** Existing users kept as they are (--update-only): each line with the columns that changed, in order. */
  keptLines: { line: number; columns: ComparedField[] }[];
  /** The lines their key stops, in order, each with the conflict (the other line as a source line). */
  stoppedLines: { line: number; conflict: LineConflict }[];
  /** Lines of users the server has deactivated: the upload activates them ("reactivated"). */
  reactivate: Set<number>;
  matching: NonNullable<ReceiptSource['matching']>;
}

export interface UndecidedLine {
  line: number;
  users: SimilarUser[];
}

/** The id column the derivation (and the comparison) uses. */
export const idColumnOf = (derive: DerivationOptions | undefined): IdColumn => derive?.idColumn ?? DEFAULT_ID_COLUMN;

/**
 * The derivation with the server's accounts of the people the file names by key: those keep
 * their login and e-mail. Read only where login names are derived.
 */
export async function withKeyedAccounts(
  connection: ResolvedConnection,
  derive: DerivationOptions | undefined,
  signal?: AbortSignal,
): Promise<DerivationOptions | undefined> {
  if (!derive?.namePattern) return derive;
  const accounts = await readPersonKeys(connection.client, idColumnOf(derive), { signal });
  if (accounts.size === 0) return derive;
  const matched: MatchedAccounts = { accountOf: (key) => (key === '' ? undefined : accounts.get(key)) };
  return { ...derive, matched };
}

/**
 * The plan from the dry run of the staged file: or the look-alike lines nobody decided
 * (`decision` undefined), which refuse the import.
 */
export function planUpload(
  result: DryRunResult,
  overwrite: boolean,
  decision: LookAlikeDecision | undefined,
  /** Passwords are generated: a line the server skips would get one that never works, so it is left out. */
  generated = true,
  /** Decisions of single lines (--lookalike LINE=…), before `decision`. */
  lineDecisions: ReadonlyMap<number, LookAlikeDecision> = new Map(),
  /** --update-only: the columns whose changes count (null: every column's). */
  chosen: ChosenColumns = null,
): UploadPlan | { undecided: UndecidedLine[] } {
  const comparison = result.comparison!;
  const codes = overwrite ? result.withOverwrite : result.withoutOverwrite;
  const lineOf = (record: number) => result.lineMap[record]!;
  const decisionOf = (line: number) => lineDecisions.get(line) ?? decision;
  const undecided = comparison.similar
    .filter((s) => decisionOf(lineOf(s.record)) === undefined)
    .map((s) => ({ line: lineOf(s.record), users: s.users }));
  if (undecided.length > 0) return { undecided };
  const leaveOut = new Map<number, LeftOutReason>();
  const same = new Map<number, MatchedAccount>();
  let unchanged = 0;
  let skipped = 0;
  let stopped = 0;
  let newPasswordsForExisting = 0;
  const existingLines = new Set<number>();
  const unchangedLines: number[] = [];
  const skippedLines: number[] = [];
  const stoppedLines: UploadPlan['stoppedLines'] = [];
  const keptLines: UploadPlan['keptLines'] = [];
  const conflicts = new Map(comparison.conflicts.map((c) => [c.record, c.why]));
  const changesOf = new Map<number, FieldChanges>(comparison.changes.map((c) => [c.record, c.changes]));
  const skip = (line: number) => {
    skipped++;
    skippedLines.push(line);
    leaveOut.set(line, 'skipped');
  };
  // "The same person": the line is the first account it looks like (as the app offers it).
  for (const s of comparison.similar)
    if (decisionOf(lineOf(s.record)) === 'same')
      same.set(lineOf(s.record), { name: s.users[0]!.name, email: s.users[0]!.email });
  for (let record = 0; record < result.records; record++) {
    const line = lineOf(record);
    const kind = comparison.kinds[record];
    const code = codes[record];
    if (kind === COMPARISON_CODE.conflict) {
      stopped++;
      const why = conflicts.get(record);
      if (why) stoppedLines.push({ line, conflict: lineConflict(why, lineOf) });
      leaveOut.set(line, 'stopped');
    } else if (code === PREDICTION_CODE.SKIPPED) {
      if (generated) skip(line);
    } else if (kind === COMPARISON_CODE.unchanged) {
      unchanged++;
      unchangedLines.push(line);
      leaveOut.set(line, 'unchanged');
    } else if (code === PREDICTION_CODE.OVERWRITTEN) {
      const changes = changesOf.get(record);
      if (changes && !sentForUpdate(changes, chosen)) {
        keptLines.push({ line, columns: changedColumns(changes) });
        leaveOut.set(line, 'kept');
        continue;
      }
      newPasswordsForExisting++;
      existingLines.add(line);
    }
  }
  const reactivate = new Set<number>();
  for (const c of comparison.changes) if (reactivates(c.changes)) reactivate.add(lineOf(c.record));
  return {
    leaveOut,
    same,
    newPasswordsForExisting,
    existingLines,
    unchangedLines,
    skippedLines,
    keptLines,
    stoppedLines,
    reactivate,
    matching: {
      idColumn: comparison.idColumn,
      unchanged,
      skipped,
      stopped,
      newPasswordsForExisting,
      ...(chosen ? { kept: keptLines.length, updateOnly: [...chosen] } : {}),
      // Every look-alike is decided here (else the plan answered `undecided`).
      lookAlikes: comparison.similar.map((s) => ({ line: lineOf(s.record), decision: decisionOf(lineOf(s.record))! })),
    },
  };
}

/**
 * Whether the plan makes the upload other than the staging it compared: else that staging is
 * sent (the lines decided `same` are in it already, with their account's login).
 */
export const changesUpload = (plan: UploadPlan): boolean => plan.leaveOut.size > 0 || plan.reactivate.size > 0;

/**
 * The plan of a comparison of the lines decided `same` staged with their account's login
 * (import-compare.ts), with the decisions made before: those lines now meet their account
 * by login and are no look-alikes any more, but the receipt and the output record them.
 */
export function withEarlierDecisions(plan: UploadPlan, earlier: UploadPlan): UploadPlan {
  const same = new Map([...earlier.same, ...plan.same]);
  const decided = new Map(earlier.matching.lookAlikes.map((l) => [l.line, l.decision]));
  for (const l of plan.matching.lookAlikes) decided.set(l.line, l.decision);
  const lookAlikes = [...decided].sort((a, b) => a[0] - b[0]).map(([line, decision]) => ({ line, decision }));
  return { ...plan, same, matching: { ...plan.matching, lookAlikes } };
}

function lineConflict(why: KeyConflict, lineOf: (record: number) => number): LineConflict {
  return why.kind === 'keyTwice' ? { kind: 'keyTwice', key: why.key, otherLine: lineOf(why.otherRecord) } : why;
}

/** A stopped line in the terminal's words, naming both sides. */
export function conflictText(
  line: number,
  why: KeyConflict,
  lineOf: (record: number) => number,
  t: Translator['t'],
): string {
  switch (why.kind) {
    case 'keyHeld':
      return t('cli.conflict.keyHeld', { line, key: why.key, holder: why.holder });
    case 'otherKey':
      return t('cli.conflict.otherKey', { line, key: why.key, holder: why.holder, holderKey: why.holderKey });
    case 'keyTwice':
      return t('cli.conflict.keyTwice', { line, key: why.key, other: lineOf(why.otherRecord) });
  }
}

/** The undecided look-alikes refused, each with its line (stderr). */
export function undecidedText(undecided: readonly UndecidedLine[], t: Translator['t']): string[] {
  return [
    t('cli.lookAlikes.undecided', { count: undecided.length }),
    ...undecided.map((u) =>
      t('cli.lookAlikes.line', {
        line: u.line,
        users: u.users.map((s) => (s.email ? `${s.name} <${s.email}>` : s.name)).join(', '),
      }),
    ),
  ];
}

/** The lines decided "the same person" in the terminal's words: each with the account it is sent as. */
export function sameText(plan: Pick<UploadPlan, 'same'>, t: Translator['t']): string[] {
  return [...plan.same]
    .sort((a, b) => a[0] - b[0])
    .map(([line, account]) =>
      t('cli.lookAlikes.same', { line, account: account.email ? `${account.name} <${account.email}>` : account.name }),
    );
}

/** The kept lines in the terminal's words: one line per set of changed columns, as unchangedText lists. */
export function keptText(
  kept: readonly { line: number; columns: readonly string[] }[],
  t: Translator['t'],
  columnName: (column: string) => string = (c) => c,
  shown = 30,
): string[] {
  const groups = new Map<string, number[]>();
  for (const { line, columns } of kept) {
    const named = columns.map(columnName).join(', ');
    groups.set(named, [...(groups.get(named) ?? []), line]);
  }
  return [...groups].map(([columns, lines]) => {
    const listed = lines.slice(0, shown).join(', ');
    return t('cli.updateOnly.keptLines', {
      columns,
      lines: lines.length > shown ? `${listed}, … (+${lines.length - shown})` : listed,
    });
  });
}

/** The unchanged lines in the terminal's words: at most `shown` numbers, then how many more. */
export function unchangedText(lines: readonly number[], t: Translator['t'], shown = 30): string {
  const listed = lines.slice(0, shown).join(', ');
  return t('cli.sendOnly.unchanged', {
    lines: lines.length > shown ? `${listed}, … (+${lines.length - shown})` : listed,
  });
}
