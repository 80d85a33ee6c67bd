/**
 * What is wrong with a damaged JSON file of the app's, as a code and its values, never
 * quoting the file (it may hold tokens): cut off, not JSON (at a character, when V8 says
 * where), or not of the expected shape (at a path of fields). Core says it in a `file-damaged`
 * notice and in a `corrupt-file` error; the shells word it here.
 */
import type { Translator } from '../i18n/translator';

export type FileProblemCode = 'json-cut-off' | 'not-json' | 'shape';

export interface FileProblem {
  problem: FileProblemCode;
  /** The character where the JSON stops being JSON. */
  at?: number;
  /** The path of the first field of the wrong shape (`profiles.0.kind`). */
  where?: string;
}

/** The problem in the reader's words; null when the parameters hold none. */
export function fileProblemText(p: Record<string, unknown>, t: Translator['t']): string | null {
  switch (p.problem) {
    case 'json-cut-off':
      return t('file.problem.json-cut-off');
    case 'not-json':
      return typeof p.at === 'number' ? t('file.problem.not-json-at', { at: p.at }) : t('file.problem.not-json');
    case 'shape':
      return typeof p.where === 'string' && p.where !== ''
        ? t('file.problem.shape-at', { where: p.where })
        : t('file.problem.shape');
    default:
      return null;
  }
}
