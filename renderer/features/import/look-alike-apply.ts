/**
 * "Same person" carried out: when the Changes view closes, each look-alike line decided
 * `same` takes that account's login and e-mail in its row, all at once, and the dry run runs
 * again by itself. The edit drops the prediction (the rows changed); the new one matches the
 * line to its account by login, so what it predicts, what the upload leaves out and the
 * credential sheet hold for it, and the decision stays recorded (look-alike-decisions.ts).
 */
import { rowOfRecord } from './changes-model';
import { useImportWizard } from './import-wizard-store';
import { sameNotApplied, useLookAlikeDecisions } from './look-alike-decisions';

/** Writes the `same` decisions not yet written into their rows and asks for the dry run again; false when there were none. */
export function applyLookAlikeDecisions(): boolean {
  const wizard = useImportWizard.getState();
  const comparison = wizard.summary?.predicted ? wizard.prediction.comparison : null;
  const file = wizard.file;
  if (!comparison || !file) return false;
  const decisions = useLookAlikeDecisions.getState();
  const pending = sameNotApplied(comparison, file, decisions);
  if (pending.length === 0) return false;
  const name = wizard.mapping.indexOf('name');
  const email = wizard.mapping.indexOf('email');
  for (const { record, user } of pending) {
    const row = rowOfRecord(record, comparison.errorRows);
    if (name >= 0) wizard.editCell(row, name, user.name);
    if (email >= 0 && user.email) wizard.editCell(row, email, user.email);
  }
  decisions.markApplied(
    file,
    pending.map((p) => p.line),
  );
  // The worker takes the edits before the rows are staged: the new dry run sees them.
  void wizard.predict();
  return true;
}
