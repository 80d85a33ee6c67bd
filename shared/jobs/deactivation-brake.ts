/**
 * The brake on deactivating the users a file does not name: a file that names only part of a
 * school (a class list dropped by mistake) would otherwise deactivate the rest. More leavers
 * than the larger of 10 and 5 % of the organization's users needs the count confirmed (typed
 * in the app, `--max-deactivate N` on the CLI).
 */

/** The most leavers deactivated without a confirmation, for an organization of `users` users. */
export function deactivationBrake(users: number): number {
  return Math.max(10, Math.ceil(users * 0.05));
}

/** Whether deactivating `count` leavers may go ahead with the confirmation given (null: none). */
export function deactivationAllowed(count: number, users: number, confirmed: number | null | undefined): boolean {
  return count <= deactivationBrake(users) || confirmed === count;
}
