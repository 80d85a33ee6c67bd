import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { templateBytes } from '../../../shared/users-csv/template';
import type { Command } from '../command';
import { EXIT, UsageError } from '../io';
import { uploadSeparator } from './csv-options';

const usage = `Usage: mdm-admin template [--out FILE] [--separator comma|semicolon]

Writes the 5.34 user CSV template: the header line (mandatory columns first) and one
example row, in UTF-8 with a BOM so that Excel shows umlauts. Without --out it goes to
standard output.`;

export const templateCommand: Command = {
  name: 'template',
  summary: 'write the 5.34 user CSV template with an example row',
  usage,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: { out: { type: 'string' }, separator: { type: 'string' } },
    });
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    const bytes = templateBytes(uploadSeparator(values.separator));
    if (values.out === undefined) {
      io.stdout.write(new TextDecoder().decode(bytes.subarray(3)));
      return EXIT.ok;
    }
    try {
      await writeFile(path.resolve(io.cwd, values.out), bytes);
    } catch (error) {
      io.stderr.write(`mdm-admin template: cannot write ${values.out}: ${(error as Error).message}\n`);
      return EXIT.usage;
    }
    io.stdout.write(`Wrote the template to ${values.out}\n`);
    return EXIT.ok;
  },
};
