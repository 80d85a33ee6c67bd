/**
 * A notice (`app.notice`: `{level, code, params}`) in the reader's words and language: its
 * sentence from notice-messages.ts, an error it carries (`params.error`, a code with its
 * details) worded by describeError. The table is total over NoticeCode: a new code does not
 * compile without its wording.
 */
import { fileProblemText } from './file-problem';
import { policyProblemText } from './policy-problem-wording';
import type { PolicyProblem } from '../policy-problems';
import type { Translator } from '../i18n/translator';
import type { Notice } from '../models/app';
import type { NoticeCode } from './notice-code';
import type { Audience } from './wording';
import { describeError, errorParam } from './wording';
import { englishTranslator } from './server-explanation';

type Params = Record<string, unknown>;
type NoticeWording = (params: Params, translator: Translator, error: string) => string;

const str = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

const NOTICE_WORDING: Record<NoticeCode, NoticeWording> = {
  'job-file-unreadable': (p, { t }) => t('notice.job-file-unreadable', { file: str(p.file), problem: str(p.problem) }),
  'job-file-mismatch': (p, { t }) => t('notice.job-file-mismatch', { file: str(p.file), id: str(p.id) }),
  'job-file-damaged': (p, { t }, error) =>
    t('notice.job-file-damaged', {
      error,
      moved: typeof p.movedTo === 'string' ? t('notice.moved', { movedTo: p.movedTo }) : t('notice.leftOut'),
    }),
  'split-file-unreadable': (p, { t }, error) => t('notice.split-file-unreadable', { file: str(p.file), error }),
  'job-not-saved': (p, { t }, error) =>
    t('notice.job-not-saved', { fileName: str(p.fileName), dir: str(p.dir), error }),
  'job-failed': (p, { t }, error) => t('notice.job-failed', { fileName: str(p.fileName), error }),
  'job-unwatched': (p, { t }) => t('notice.job-unwatched', { fileName: str(p.fileName) }),
  'report-refetch': (_p, { t }, error) => t('notice.report-refetch', { error }),
  'passwords-not-removed': (p, { t }, error) =>
    t('notice.passwords-not-removed', { fileName: str(p.fileName), dir: str(p.dir), error }),
  'file-damaged': (p, { t }) =>
    t('notice.file-damaged', {
      file: str(p.file),
      reason: fileProblemText(p, t) ?? t('file.problem.not-json'),
      movedTo: str(p.movedTo),
    }),
  'policy-problems': (p, translator) => {
    const problems = Array.isArray(p.problems) ? (p.problems as PolicyProblem[]) : [];
    return translator.t('notice.policy-problems', {
      file: str(p.file),
      count: problems.length,
      problems: problems.map((q) => `${str(q.path)}: ${policyProblemText(q, translator)}`).join('; '),
    });
  },
  'template-not-saved': (p, { t }) => t('menu.templateNotSaved', { reason: str(p.reason) }),
  'diagnostics-not-saved': (p, { t }) => t('diagnostics.notSaved', { reason: str(p.reason) }),
};

/** The sentence of a notice for its reader (the app or a terminal), in the translator's language (English by default). */
export function describeNotice(
  notice: Pick<Notice, 'code' | 'params'>,
  audience: Audience,
  translator?: Translator,
): string {
  const chosen = translator ?? englishTranslator();
  const params = notice.params ?? {};
  const cause = errorParam(params.error);
  const error = cause ? describeError(cause, audience, chosen) : '';
  return NOTICE_WORDING[notice.code](params, chosen, error);
}
