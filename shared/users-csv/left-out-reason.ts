/**
 * Why a line of the file is not sent, though it could be: the comparison with the
 * organization's users decided so before the upload. The job's report lists such lines as
 * not sent, with this reason, beside the lines the server answered.
 * - `unchanged`: the server's user already has every value of the line.
 * - `skipped`: the server would skip the line (an existing user, no overwrite) and it would
 *   get a generated password that never works.
 * - `stopped`: its key conflicts (held by another login, or on two lines).
 * - `kept`: an existing user (with overwrite) whose changes are all in columns the
 *   administrator did not choose for update (update-columns.ts): its password stays.
 * New reasons go at the end: a saved job's left-out file keeps each reason's index.
 */
export type LeftOutReason = 'unchanged' | 'skipped' | 'stopped' | 'kept';

export const LEFT_OUT_REASONS: readonly LeftOutReason[] = ['unchanged', 'skipped', 'stopped', 'kept'];
