import { createWriteStream } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RecordReader } from '../../../shared/users-csv/record-reader';
import { UploadWriter } from '../../../shared/users-csv/upload-writer';
import type { CsvSeparator } from '../../../shared/csv/separator';
import { CsvValidation, validateCsv } from '../../../shared/users-csv/validate';
import type { CsvValidationResult } from '../../../shared/users-csv/validate';
import type { Command } from '../command';
import { EXIT, UsageError } from '../io';
import { EXIT_UNREADABLE, FileReadError, fileChunks, oneFile, uploadSeparator } from './csv-options';
import { PASSWORD_OPTIONS, PASSWORD_USAGE, policyFromOptions } from './password-options';
import { DERIVE_OPTIONS, DERIVE_USAGE, derivationFromOptions } from './derive-options';
import { RecordDerivation } from '../../../shared/users-csv/record-derivation';
import type { DerivationOptions } from '../../../shared/users-csv/record-derivation';
import { cliTranslator } from '../cli-language';
import { derivedLine } from './validate';
import type { PasswordPolicy } from '../../../shared/users-csv/password-policy';

const usage = `Usage: mdm-admin convert FILE --out FILE [--separator comma|semicolon] [--valid-only]
           [--password-policy FILE.json] [--password-min-length N]
           [--name-pattern P] [--email-pattern P] [--phone-country CC]

Writes the upload file for the server: the 5.34 names of the matched columns only, the
chosen separator (default comma; start the import with csvSeparator COMMA or SEMICOLON to
match), RFC 4180 quoting, UTF-8, one line per record (line breaks inside values become
spaces). Lines whose field count differs from the header are never written (their values
would land in the wrong columns); with --valid-only, no line with an error is written.
Next to the output, OUT.lines.json holds the line map: upload line -> source line.
With --valid-only the file is read twice (first to find every line with an error,
duplicates included, then to write the others), so that memory does not grow with a
table of every name and e-mail.

${PASSWORD_USAGE}

A school's export becomes an upload: blank or missing names and e-mails are built from
patterns (added as columns when the file has none), phone numbers repaired; the same
file gives the same upload, byte for byte.
${DERIVE_USAGE}

Exit codes: 0 written, 1 written but the source has errors (or nothing could be written),
2 the source is no readable CSV file (missing, empty, only white space, binary, reading
stopped before the first user line) or the call is wrong.`;

/** Opens a file for writing; rejects with the reason when it cannot be created. */
async function openOutput(file: string): Promise<WriteStream> {
  const stream = createWriteStream(file);
  await new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve());
    stream.once('error', reject);
  });
  return stream;
}

function close(stream: WriteStream): Promise<void> {
  return new Promise((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/**
 * The upload file and its line map (OUT.lines.json), written as the records come: nothing
 * of either is kept beyond what waits for the next write.
 */
class UploadOutput {
  writer: UploadWriter | undefined;
  headerLength = 0;
  skipped = 0;
  private text: string[] = [];
  private lines: string[] = [];

  constructor(
    private readonly out: WriteStream,
    private readonly map: WriteStream,
    private readonly separator: CsvSeparator,
  ) {}

  begin(header: string[], mapping: CsvValidationResult['mapping']): void {
    this.headerLength = header.length;
    this.writer = new UploadWriter(mapping, this.separator, { keepLineMap: false });
    this.text.push(this.writer.header());
    // Index = upload line (0 unused, 1 the header), value = source line.
    this.lines.push('{"uploadLineToSourceLine":[0,1');
  }

  /** Writes a record unless its field count is wrong or `leaveOut`. */
  record(fields: string[], line: number, leaveOut: boolean): void {
    if (!this.writer) return;
    if (fields.length !== this.headerLength || leaveOut) {
      this.skipped++;
      return;
    }
    this.text.push(this.writer.record(fields, line));
    this.lines.push(`,${line}`);
  }

  /** Hands what waits to both files; resolves when they take more. */
  async flush(): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const [stream, parts] of [
      [this.out, this.text],
      [this.map, this.lines],
    ] as const) {
      if (parts.length === 0) continue;
      if (!stream.write(parts.join(''))) waits.push(new Promise((resolve) => stream.once('drain', resolve)));
      parts.length = 0;
    }
    await Promise.all(waits);
  }

  async finish(): Promise<void> {
    if (this.writer) this.lines.push(']}\n');
    await this.flush();
    await Promise.all([close(this.out), close(this.map)]);
  }

  get written(): number {
    return this.writer ? this.writer.lines - 1 : 0;
  }
}

/** One pass: the records are written as they are checked; duplicates are found at the end (they do not decide what is written). */
async function convertAll(
  file: string,
  cwd: string,
  output: UploadOutput,
  passwordPolicy: PasswordPolicy | undefined,
  derive: DerivationOptions | undefined,
): Promise<CsvValidationResult> {
  const validation = new CsvValidation({
    ...(passwordPolicy ? { passwordPolicy } : {}),
    ...(derive ? { derive } : {}),
    deferDuplicates: true,
    previewRows: 0,
    onPreview: (preview) => {
      // At the end of a file without a header line: nothing to write.
      if (preview.header.length > 0) output.begin(preview.header, preview.mapping);
    },
    onRecord: (fields, line) => output.record(fields, line, false),
  });
  for await (const chunk of fileChunks(file, cwd)) {
    validation.push(chunk);
    await output.flush();
  }
  return validation.end();
}

/** Two passes: every line with an error (duplicates too) first, then the other records written. */
async function convertValid(
  file: string,
  cwd: string,
  output: UploadOutput,
  passwordPolicy: PasswordPolicy | undefined,
  derive: DerivationOptions | undefined,
): Promise<CsvValidationResult> {
  const result = await validateCsv(fileChunks(file, cwd), {
    errorLines: true,
    ...(passwordPolicy ? { passwordPolicy } : {}),
    ...(derive ? { derive } : {}),
  });
  if (!result.readable || !result.detection) return result;
  const errorLines = result.errorLines!;
  let changed = false;
  // The second pass derives afresh: the same file gives the same values as the first pass checked.
  const derivation = derive ? new RecordDerivation(derive) : undefined;
  const reader = new RecordReader(
    {
      detected: () => undefined,
      problem: () => undefined,
      header: (read) => {
        const fields = derivation ? derivation.begin(read, result.mapping).header : read;
        if (fields.join('\u0000') !== result.header.join('\u0000')) changed = true;
        else output.begin(fields, result.mapping);
      },
      record: (read, line) => {
        const fields = derivation ? derivation.record(read, line).fields : read;
        output.record(fields, line, errorLines.has(line));
      },
    },
    // Read as the first pass decided (the file's own encoding and separator).
    { encoding: result.detection.encoding, separator: result.detection.separator },
  );
  for await (const chunk of fileChunks(file, cwd)) {
    reader.push(chunk);
    await output.flush();
  }
  reader.end();
  if (changed || reader.records !== result.records)
    throw new FileReadError(`${file} changed while it was converted: run convert again`);
  return result;
}

export const convertCommand: Command = {
  name: 'convert',
  summary: 'write the upload file (5.34 columns, UTF-8) from a user CSV file',
  usage,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        out: { type: 'string' },
        separator: { type: 'string' },
        'valid-only': { type: 'boolean' },
        ...PASSWORD_OPTIONS,
        ...DERIVE_OPTIONS,
      },
    });
    const translator = cliTranslator(io.env);
    const derive = derivationFromOptions(values, translator);
    const file = oneFile(positionals);
    const passwordPolicy = await policyFromOptions(values, io.cwd);
    if (values.out === undefined) throw new UsageError('--out FILE is required');
    const separator = uploadSeparator(values.separator);
    const validOnly = values['valid-only'] === true;
    const outPath = path.resolve(io.cwd, values.out);
    const mapPath = `${outPath}.lines.json`;

    let output: UploadOutput;
    try {
      output = new UploadOutput(await openOutput(outPath), await openOutput(mapPath), separator);
    } catch (error) {
      io.stderr.write(`mdm-admin convert: cannot write ${values.out}: ${(error as Error).message}\n`);
      await rm(outPath, { force: true });
      return EXIT.usage;
    }
    let result: CsvValidationResult;
    try {
      result = validOnly
        ? await convertValid(file, io.cwd, output, passwordPolicy, derive)
        : await convertAll(file, io.cwd, output, passwordPolicy, derive);
      await output.finish();
    } catch (error) {
      await output.finish().catch(() => undefined);
      await Promise.all([rm(outPath, { force: true }), rm(mapPath, { force: true })]);
      if (error instanceof FileReadError) {
        io.stderr.write(`mdm-admin convert: ${error.message}\n`);
        return EXIT.usage;
      }
      throw error;
    }
    if (!result.readable && !output.writer) {
      // Nothing was written: leave no empty upload file behind.
      await Promise.all([rm(outPath, { force: true }), rm(mapPath, { force: true })]);
      io.stderr.write(`mdm-admin convert: ${file} is not a readable CSV file: ${result.findings[0]?.message ?? ''}\n`);
      return EXIT_UNREADABLE;
    }
    const written = output.written;
    const flattened = output.writer?.flattenedValues ?? 0;
    io.stdout.write(
      `Wrote ${written} user line${written === 1 ? '' : 's'} to ${values.out} (separator ${separator}); ` +
        `left out ${output.skipped}. Source: ${result.records} records, ${result.errors} errors, ${result.warnings} warnings` +
        `${flattened > 0 ? `; ${flattened} line break(s) inside values replaced by spaces` : ''}.\n`,
    );
    if (result.derived) io.stdout.write(`${derivedLine(result, translator)}\n`);
    if (result.missing.length > 0) io.stdout.write(`Missing mandatory columns: ${result.missing.join(', ')}\n`);
    if (!result.readable) return EXIT_UNREADABLE;
    return result.errors > 0 || written === 0 ? 1 : EXIT.ok;
  },
};
