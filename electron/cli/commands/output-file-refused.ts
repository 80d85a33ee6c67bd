/**
 * An output file a command makes before it does anything else (the credential sheet, the
 * letters, the not-in-file list) could not be created: `reason` null when the file exists
 * already (it is never overwritten), else why not. Then nothing is uploaded, or read. The
 * message is the English fallback; import-output.ts words it in the terminal's language.
 */
export class OutputFileRefused extends Error {
  constructor(
    readonly flag: '--credentials' | '--letters' | '--not-in-file',
    readonly file: string,
    readonly reason: string | null,
  ) {
    const nothing = flag === '--not-in-file' ? 'Nothing was read.' : 'Nothing was uploaded.';
    super(
      reason === null
        ? `${flag} ${file} exists already; it is never overwritten. ${nothing}`
        : `${flag} ${file} cannot be created: ${reason}. ${nothing}`,
    );
  }
}
