import { createWriteStream } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UPLOAD_SEPARATOR_PARAM, UploadWriter } from '../../../shared/users-csv/upload-writer';
import { CsvValidation } from '../../../shared/users-csv/validate';
import type { CsvValidationResult } from '../../../shared/users-csv/validate';
import type { Command } from '../command';
import { EXIT, UsageError } from '../io';
import { EXIT_UNREADABLE, FileReadError, fileChunks, oneFile, uploadSeparator } from './csv-options';

const usage = `Usage: mdm-admin convert FILE --out FILE [--separator comma|semicolon] [--valid-only]

Writes the upload file for the server: the 5.34 names of the matched columns only, the
chosen separator (default comma; start the import with csvSeparator COMMA or SEMICOLON to
match), RFC 4180 quoting, UTF-8, one line per record (line breaks inside values become
spaces). Lines whose field count differs from the header are never written (their values
would land in the wrong columns); with --valid-only, no line with an error is written.
Next to the output, OUT.lines.json holds the line map: upload line -> source line.

Exit codes: 0 written, 1 written but the source has errors (or nothing could be written),
2 the source is no readable CSV file (missing, empty, only white space, binary, reading
stopped before the first user line) or the call is wrong.`;

function writeText(stream: WriteStream, text: string): Promise<void> | undefined {
  if (stream.write(text)) return undefined;
  return new Promise((resolve) => stream.once('drain', resolve));
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
      options: { out: { type: 'string' }, separator: { type: 'string' }, 'valid-only': { type: 'boolean' } },
    });
    const file = oneFile(positionals);
    if (values.out === undefined) throw new UsageError('--out FILE is required');
    const separator = uploadSeparator(values.separator);
    const validOnly = values['valid-only'] === true;
    const outPath = path.resolve(io.cwd, values.out);

    let writer: UploadWriter | undefined;
    let headerLength = 0;
    let skipped = 0;
    const pending: string[] = [];
    const validation = new CsvValidation({
      onRecord(fields, line, errors) {
        if (!writer) return;
        if (fields.length !== headerLength || (validOnly && errors > 0)) {
          skipped++;
          return;
        }
        pending.push(writer.record(fields, line));
      },
      onPreview(preview) {
        // At the end of a file without a header line: nothing to write.
        if (preview.header.length === 0) return;
        headerLength = preview.header.length;
        writer = new UploadWriter(preview.mapping, separator);
        pending.push(writer.header());
      },
      previewRows: 0,
    });

    const out = createWriteStream(outPath);
    const opened = new Promise<void>((resolve, reject) => {
      out.once('open', () => resolve());
      out.once('error', reject);
    });
    try {
      await opened;
    } catch (error) {
      io.stderr.write(`mdm-admin convert: cannot write ${values.out}: ${(error as Error).message}\n`);
      return EXIT.usage;
    }
    let result: CsvValidationResult;
    try {
      for await (const chunk of fileChunks(file, io.cwd)) {
        validation.push(chunk);
        if (pending.length > 0) {
          const wait = writeText(out, pending.join(''));
          pending.length = 0;
          if (wait) await wait;
        }
      }
      result = validation.end();
      if (pending.length > 0) {
        await writeText(out, pending.join(''));
        pending.length = 0;
      }
    } catch (error) {
      out.destroy();
      if (error instanceof FileReadError) {
        io.stderr.write(`mdm-admin convert: ${error.message}\n`);
        return EXIT.usage;
      }
      throw error;
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    if (!result.readable && !writer) {
      // Nothing was written: leave no empty upload file behind.
      await rm(outPath, { force: true });
      io.stderr.write(`mdm-admin convert: ${file} is not a readable CSV file: ${result.findings[0]?.message ?? ''}\n`);
      return EXIT_UNREADABLE;
    }
    const written = writer ? writer.lines - 1 : 0;
    if (writer) {
      // Index = upload line (0 unused, 1 the header), value = source line.
      await writeFile(
        `${outPath}.lines.json`,
        JSON.stringify({ uploadLineToSourceLine: Array.from(writer.lineMap()) }) + '\n',
      );
    }
    io.stdout.write(
      `Wrote ${written} user line${written === 1 ? '' : 's'} to ${values.out} (separator ${UPLOAD_SEPARATOR_PARAM[separator]}); ` +
        `left out ${skipped}. Source: ${result.records} records, ${result.errors} errors, ${result.warnings} warnings` +
        `${writer && writer.flattenedValues > 0 ? `; ${writer.flattenedValues} line break(s) inside values replaced by spaces` : ''}.\n`,
    );
    if (result.missing.length > 0) io.stdout.write(`Missing mandatory columns: ${result.missing.join(', ')}\n`);
    if (!result.readable) return EXIT_UNREADABLE;
    return result.errors > 0 || written === 0 ? 1 : EXIT.ok;
  },
};
