/** `import-users --dry-run`: the prediction and comparison printed, nothing sent. */
import path from 'node:path';
import type { DryRunResult } from '../../../shared/models/dry-run';
import { idColumnOf } from './import-plan';
import * as output from './import-output';
import type { PreparedUpload } from './import-upload';
import type { ImportRun } from './import-run';

/**
 * --dry-run: every line's predicted outcome, compared with the organization's users (and
 * their list the file does not name, when asked); the staged upload is discarded, nothing
 * reaches the server but reads.
 */
export async function dryRun(run: ImportRun, prepared: PreparedUpload): Promise<number> {
  const { core, connection, options, out, io, notInFile } = run;
  const { uploadId } = prepared;
  let result: DryRunResult | null = null;
  try {
    if (uploadId) {
      // The users the file does not name are always kept: the output names them.
      const compare = { notInFile: true, idColumn: idColumnOf(options.derive) };
      result = await core.dryRuns.run({ connection: connection.ref, uploadId, separator: options.separator, compare });
      if (notInFile) {
        await notInFile.list.write(core.dryRuns.notInFile(uploadId));
        notInFile.written = true;
      }
    }
  } finally {
    if (uploadId) await core.jobs.uploads.discard({ uploadId });
  }
  return output.printDryRun(io, out, {
    result,
    overwrite: options.overwrite,
    offline: prepared.result,
    failedLines: prepared.failedLines,
    file: path.basename(options.file),
    server: connection.profile.baseUrl,
    names: run.names,
    notInFile: options.notInFile,
    ...(result?.comparison?.notInFile && uploadId ? { leavers: core.dryRuns.leavers(uploadId) } : {}),
  });
}
