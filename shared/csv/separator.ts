/**
 * The separator of the upload file: the one name the app has for it, everywhere (the job's
 * options, the contract, the writer, the report and failed-rows files, the template). Its
 * values are the server's own `csvSeparator` parameter (spec 4.2); the command line and the
 * file names spell them as words. (The separators the reader detects in an administrator's
 * file are another thing: users-csv/detection.ts.)
 */
export const CSV_SEPARATORS = ['COMMA', 'SEMICOLON'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

export const CSV_SEPARATOR_CHAR = { COMMA: ',', SEMICOLON: ';' } as const satisfies Record<CsvSeparator, string>;

/** How people write it: `--separator comma`, `users-template-semicolon.csv`. */
export const CSV_SEPARATOR_WORD = { COMMA: 'comma', SEMICOLON: 'semicolon' } as const satisfies Record<
  CsvSeparator,
  string
>;
export type CsvSeparatorWord = (typeof CSV_SEPARATOR_WORD)[CsvSeparator];

export function csvSeparatorOfWord(word: string): CsvSeparator | null {
  return CSV_SEPARATORS.find((s) => CSV_SEPARATOR_WORD[s] === word) ?? null;
}
