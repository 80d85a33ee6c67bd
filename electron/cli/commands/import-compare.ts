/**
 * `import-users`' comparison before anything is sent: the staged upload compared with the
 * organization's users, and the plan (import-plan.ts). A line decided "the same person"
 * (`--lookalikes same`, or `--lookalike LINE=same`) is that account, as in the app (look-alike-apply.ts): the file is
 * staged again with the account's login and e-mail on that line (the file itself is never
 * changed) and compared again, so that the line meets its account by login. What it predicts,
 * what is left out (an unchanged account, one the server would skip), the passwords and the
 * letters then hold for it; the decision stays recorded for the output and the receipt.
 */
import type { DryRunResult } from '../../../shared/models/dry-run';
import type { MatchedAccount } from '../../../shared/users-csv/record-derivation';
import { idColumnOf, planUpload, withEarlierDecisions } from './import-plan';
import type { UndecidedLine, UploadPlan } from './import-plan';
import type { ImportRun } from './import-run';
import type { PreparedUpload } from './import-upload';

/** The staging compared last (still staged: the caller sends or discards it), its comparison and the plan. */
export interface Compared {
  staged: PreparedUpload & { uploadId: string };
  result: DryRunResult;
  plan: UploadPlan | { undecided: UndecidedLine[] };
}

/** Staging the file again with the lines decided `same` taking their account; an exit code when it cannot be. */
export type StageAgain = (sameAs: (line: number) => MatchedAccount | undefined) => Promise<PreparedUpload | number>;

/** Rounds of "same" at most: a rewritten line meets its account by login, so one round settles every line. */
const ROUNDS = 3;

/**
 * Compares `first` and plans; where lines are decided `same`, stages again with them and
 * compares that. Answers the last staging (with an upload) and its plan, or what stopped it:
 * an exit code, or a staging without an upload (the file's check refused it again, e.g. two
 * lines decided to be one account now share its login), which the caller words. A staging not
 * answered is discarded.
 */
export async function compareStaged(
  run: ImportRun,
  first: PreparedUpload & { uploadId: string },
  stageAgain: StageAgain,
): Promise<Compared | PreparedUpload | number> {
  const { core, connection, options } = run;
  const compare = { idColumn: idColumnOf(options.derive), ...(options.deactivate ? { notInFile: true } : {}) };
  const discard = (staged: { uploadId: string }) => core.jobs.uploads.discard({ uploadId: staged.uploadId });
  let staged = first;
  const same = new Map<number, MatchedAccount>();
  let earlier: UploadPlan | null = null;
  for (let round = 0; ; round++) {
    let result: DryRunResult;
    let plan: Compared['plan'];
    try {
      result = await core.dryRuns.run({
        connection: connection.ref,
        uploadId: staged.uploadId,
        separator: options.separator,
        compare,
      });
      const { overwrite, lookAlikes, generatePasswords, lookAlikeLines, updateOnly } = options;
      plan = planUpload(result, overwrite, lookAlikes, generatePasswords, lookAlikeLines, updateOnly);
    } catch (error) {
      await discard(staged);
      throw error;
    }
    if ('undecided' in plan) return { staged, result, plan };
    if (earlier) plan = withEarlierDecisions(plan, earlier);
    const fresh = [...plan.same].filter(([line]) => !same.has(line));
    if (fresh.length === 0 || round + 1 >= ROUNDS) return { staged, result, plan };
    for (const [line, account] of fresh) same.set(line, account);
    earlier = plan;
    await discard(staged);
    const again = await stageAgain((line) => same.get(line));
    if (typeof again === 'number' || again.uploadId === null) return again;
    staged = { ...again, uploadId: again.uploadId };
  }
}
