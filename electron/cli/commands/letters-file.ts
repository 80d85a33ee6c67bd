/**
 * The credential letters of `import-users --generate-passwords --letters OUT.pdf`: like the
 * credential sheet, created before anything else happens, readable by the user alone (0600),
 * never over an existing file (then nothing is uploaded), and removed again when no import
 * came of it. The letters are sorted by class, so they are kept until `finish` writes them
 * (a few hundred bytes each; the PDF itself is written page by page).
 */
import path from 'node:path';
import { createLettersPdf, LettersPdfError } from '../../core';
import type { LettersPdf } from '../../core';
import type { Language } from '../../../shared/i18n/language';
import { createTranslator } from '../../../shared/i18n/translator';
import { classColumnOf, classOf, UnknownClassColumn } from '../../../shared/letters/class-column';
import { letterOf } from '../../../shared/letters/letter';
import type { Letter } from '../../../shared/letters/letter';
import { letterPage } from '../../../shared/letters/letter-page';
import type { LetterAddress } from '../../../shared/letters/letter-page';
import { sortLetters } from '../../../shared/letters/sort-letters';
import type { Credential } from '../../../shared/users-csv/generated-passwords';
import { OutputFileRefused } from './output-file-refused';

/** The letters file cannot be created (output-file-refused.ts). */
export class LettersExist extends OutputFileRefused {
  constructor(file: string, reason: string | null) {
    super('--letters', file, reason);
  }
}

export interface LettersOptions {
  language: Language;
  schoolName: string;
  portalUrl: string;
  /**
   * The column holding the class, as the admin named it (a header or a 1-based number);
   * null or absent: a column whose header names a class, if the file has one.
   */
  classColumn?: string | null;
  /** "du" for pupils, "sie" for adults (absent: "sie"). */
  address?: LetterAddress | undefined;
  /** Whether the users were asked to choose a new password at their first sign-in (absent: asked). */
  changeRequired?: boolean | undefined;
}

export interface LettersFile {
  readonly path: string;
  readonly count: number;
  /**
   * The file's header, once read: finds the class column. Answers what is wrong when the
   * admin's choice names no column (then nothing should be uploaded, and the file removed),
   * else null. Answers rather than throws, for the reader's header callback.
   */
  useHeader(header: readonly string[]): string | null;
  /**
   * One letter for the credential; `record` is the line's cells, for its class; `existing`:
   * the user exists, and the import sets a new password (the letter says so).
   */
  add(credential: Credential, record: readonly string[], existing?: boolean): void;
  /** Sorts the letters and writes the PDF (once the import has started). */
  finish(): Promise<void>;
  /** No import came of it: the letters would name users that do not exist, with their passwords. */
  remove(): Promise<void>;
}

export async function createLettersFile(file: string, cwd: string, options: LettersOptions): Promise<LettersFile> {
  const target = path.resolve(cwd, file);
  let pdf: LettersPdf;
  try {
    pdf = await createLettersPdf(target);
  } catch (error) {
    if (!(error instanceof LettersPdfError)) throw error;
    throw new LettersExist(file, error.code === 'exists' ? null : error.detail);
  }
  let letters: Letter[] = [];
  let count = 0;
  let classColumn: number | null = null;
  const { t } = createTranslator(options.language);
  const context = {
    schoolName: options.schoolName,
    portalUrl: options.portalUrl,
    address: options.address,
    changeRequired: options.changeRequired,
  };
  return {
    path: target,
    get count() {
      return count;
    },
    useHeader(header) {
      try {
        classColumn = classColumnOf(header, options.classColumn);
        return null;
      } catch (error) {
        if (!(error instanceof UnknownClassColumn)) throw error;
        return `--class-column: ${error.message}`;
      }
    },
    add(credential, record, existing = false) {
      letters.push(letterOf(credential, classOf(record, classColumn), existing));
      count++;
    },
    async finish() {
      const sorted = sortLetters(letters, options.language);
      letters = [];
      const pages = (function* () {
        for (const letter of sorted) yield letterPage(letter, context, t);
      })();
      const title = [options.schoolName.trim(), t('letters.modalTitle')].filter((part) => part !== '').join(' · ');
      await pdf.write(pages, { title });
    },
    remove: () => pdf.remove(),
  };
}
