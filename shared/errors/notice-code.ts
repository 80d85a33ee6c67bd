/**
 * Every code a notice (the `app.notice` event: what core or a shell wants people to know
 * beyond an answer) may carry. Each is worded in every language by notice-wording.ts from
 * notice-messages.ts (`notice.<code>`); a code without its sentence does not compile.
 */
export const NOTICE_CODES = [
  // Job records read at start.
  'job-file-unreadable',
  'job-file-mismatch',
  'job-file-damaged',
  'split-file-unreadable',
  // Jobs at work.
  'job-not-saved',
  'job-failed',
  'job-unwatched',
  'report-refetch',
  'passwords-not-removed',
  // Files of the app's, the policy.
  'file-damaged',
  'policy-problems',
  // The Electron shell's menu.
  'template-not-saved',
  'diagnostics-not-saved',
] as const;

export type NoticeCode = (typeof NOTICE_CODES)[number];
