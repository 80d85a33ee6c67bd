/**
 * The files of `import-users` that hold generated passwords: the credential sheet
 * (`--credentials`) and the credential letters (`--letters`). Both are created before anything
 * is uploaded (a file that cannot be created means nothing is uploaded), take each password as
 * it is drawn, are finished once the import has started, and are removed when no import came
 * of them: they would name users that do not exist, with their passwords.
 */
import type { Translator } from '../../../shared/i18n/translator';
import { createCredentialsFile, CredentialsExist } from './credentials-file';
import type { CredentialsFile } from './credentials-file';
import type { ImportOptions } from './import-options';
import { outputFileError } from './import-output';
import { createLettersFile, LettersExist } from './letters-file';
import type { LettersFile } from './letters-file';

export interface PasswordFiles {
  credentials: CredentialsFile | null;
  letters: LettersFile | null;
  /** The import started: both written to the end; the lines saying so, in the terminal's language. */
  finish(t: Translator['t']): Promise<string[]>;
  /** No import came of them. */
  remove(): Promise<void>;
}

/** The files the options ask for, or why one cannot be created (then none is left behind). */
export async function createPasswordFiles(
  options: Pick<ImportOptions, 'credentials' | 'letters'>,
  cwd: string,
  translator: Translator,
): Promise<PasswordFiles | { problem: string }> {
  let credentials: CredentialsFile | null = null;
  let letters: LettersFile | null = null;
  try {
    if (options.credentials !== undefined) credentials = await createCredentialsFile(options.credentials, cwd);
    if (options.letters !== undefined)
      letters = await createLettersFile(options.letters.file, cwd, options.letters.options);
  } catch (error) {
    await credentials?.remove();
    if (error instanceof CredentialsExist || error instanceof LettersExist)
      return { problem: outputFileError(error, translator) };
    throw error;
  }
  return {
    credentials,
    letters,
    async finish(tr) {
      const lines: string[] = [];
      if (credentials) {
        await credentials.close();
        lines.push(tr('cli.credentialsWritten', { count: credentials.count, file: options.credentials }));
      }
      if (letters) {
        await letters.finish();
        lines.push(tr('cli.lettersWritten', { count: letters.count, file: options.letters!.file }));
      }
      return lines;
    },
    async remove() {
      await Promise.all([credentials?.remove(), letters?.remove()]);
    },
  };
}
