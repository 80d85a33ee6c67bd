import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { JobRecord, ReportLine } from '../../../shared/models/job';
import { UPLOAD_CHUNK_MAX_BYTES } from '../../../shared/ipc';
import type { CsvSeparator } from '../../../shared/csv/separator';
import { UploadWriter } from '../../../shared/users-csv/upload-writer';
import { CsvValidation } from '../../../shared/users-csv/validate';
import type { CsvValidationResult } from '../../../shared/users-csv/validate';
import { AppError } from '../../core/index';
import type { Core, ResolvedConnection } from '../../core/index';
import { withCore } from '../cli-core';
import type { UploadStaging } from '../../core/index';
import type { Command } from '../command';
import type { CliIo } from '../io';
import { UsageError } from '../io';
import { FileReadError, fileChunks, oneFile, uploadSeparator } from './csv-options';
import { createProgress } from './job-progress';
import { cliMessage, CONNECTION_OPTIONS, CONNECTION_USAGE, openConnection } from '../connection-options';
import { describeJob, exitCodeOf, IMPORT_EXIT, watchOptions } from './job-outcome';
import { cliTranslator } from '../cli-language';

const usage = `Usage: mdm-admin import-users FILE (--base-url URL | --profile NAME) [--overwrite]
           [--role NAME]... [--separator comma|semicolon] [--report OUT.csv] [--valid-only] [--json]
           [--timeout SECONDS]

Checks FILE offline as the server would, then uploads it, starts the import job and
watches it to the end: the counts, then every failed and skipped line with the server's
message and its line in FILE. The token (an organization administrator's) comes from the
environment variable MDM_TOKEN or the saved profile, never from an argument.

  --overwrite         overwrite existing users (default: skip them)
  --role NAME         role for the imported users; repeat for several (default: the
                      organization's device-user role)
  --separator S       separator of the upload file: comma (default) or semicolon
  --report OUT.csv    write the per-line report (line, source line, status, message,
                      values; never the password)
  --valid-only        upload only the rows without errors (default: upload nothing
                      when any row has an error)
  --json              print one JSON object at the end instead of text
  --timeout SECONDS   stop watching a job still running after this long (default: an
                      hour); the server's job goes on, "mdm-admin jobs --resume" watches it
${CONNECTION_USAGE}

Jobs are saved in MDM_ADMIN_HOME (default ~/.config/mdm-admin), like the app's: Ctrl+C
stops watching (the server's job goes on); "mdm-admin jobs --resume" watches it again
(a job started with --base-url reconnects with MDM_TOKEN, or through a profile for
that base URL; the app follows it through such a profile too).

Exit codes: 0 every line stored or skipped; 1 offline validation errors, nothing
uploaded; 2 usage; 3 some lines failed; 4 the job FAILED; 5 connection or
authorisation error; 6 still running when --timeout ran out (the server's job goes on);
130 stopped watching (Ctrl+C).`;

interface Prepared {
  /** A staged upload in core, finished; null when nothing may be uploaded. */
  uploadId: string | null;
  records: number;
  excluded: number;
  result: CsvValidationResult;
}

/** Upload text gathered before it is handed to core as one chunk. */
const CHUNK_CHARS = 1024 * 1024;

/**
 * Validates offline and streams the upload file to core's staging as it is written (only
 * valid rows with --valid-only). A file with offline errors is discarded unless --valid-only.
 */
async function prepare(
  file: string,
  io: CliIo,
  separator: CsvSeparator,
  validOnly: boolean,
  uploads: UploadStaging,
): Promise<Prepared> {
  let writer: UploadWriter | undefined;
  let headerLength = 0;
  let excluded = 0;
  let pending: string[] = [];
  let pendingChars = 0;
  const validation = new CsvValidation({
    previewRows: 0,
    onPreview(preview) {
      headerLength = preview.header.length;
      writer = new UploadWriter(preview.mapping, separator);
      pending.push(writer.header());
    },
    onRecord(fields, line, errors) {
      if (!writer) return;
      // A line whose field count differs from the header would put values in the wrong columns.
      if (fields.length !== headerLength || (validOnly && errors > 0)) {
        excluded++;
        return;
      }
      const text = writer.record(fields, line);
      pending.push(text);
      pendingChars += text.length;
    },
  });
  const { uploadId } = await uploads.begin({ fileName: path.basename(file) });
  let sent = 0;
  const send = async () => {
    const bytes = new TextEncoder().encode(pending.join(''));
    pending = [];
    pendingChars = 0;
    for (let at = 0; at < bytes.length; at += UPLOAD_CHUNK_MAX_BYTES) {
      const chunk = bytes.subarray(at, at + UPLOAD_CHUNK_MAX_BYTES);
      await uploads.append({ uploadId, offset: sent, bytes: chunk });
      sent += chunk.length;
    }
  };
  try {
    for await (const chunk of fileChunks(file, io.cwd)) {
      validation.push(chunk);
      if (pendingChars >= CHUNK_CHARS) await send();
    }
    const result = validation.end();
    // writer.lineMap(): index = upload line (1 = header); core wants it per record.
    const lineMap = writer ? writer.lineMap().slice(2) : new Uint32Array(0);
    const usable = writer && result.missing.length === 0 && (validOnly || result.errors === 0) && lineMap.length > 0;
    if (!usable) {
      await uploads.discard({ uploadId });
      return { uploadId: null, records: lineMap.length, excluded, result };
    }
    await send();
    await uploads.finish({ uploadId, lineMap });
    return { uploadId, records: lineMap.length, excluded, result };
  } catch (error) {
    await uploads.discard({ uploadId });
    throw error;
  }
}

/** A job's saved error as the AppError it was, for wording. */
const jobError = (error: NonNullable<JobRecord['error']>) =>
  new AppError(error.code as AppError['code'], error.message, error.details);

function findingLines(result: CsvValidationResult): string[] {
  const errors = result.findings.filter((f) => f.severity === 'error');
  return errors.map((f) => `line ${f.line}${f.column ? `, column "${f.column}"` : ''}: ${f.message}`);
}

function jsonResult(
  job: JobRecord | null,
  status: string,
  lines: { line: number; uploadLine?: number; status: string; message: string }[],
) {
  return {
    job: job?.serverJobUuid ?? null,
    status,
    successCount: job?.counts.success ?? 0,
    skippedCount: job?.counts.skipped ?? 0,
    failureCount: job?.counts.failure ?? 0,
    lines,
    ...(job?.error ? { error: job.error.message } : {}),
    ...(job?.serverError ? { serverError: job.serverError } : {}),
  };
}

export const importUsersCommand: Command = {
  name: 'import-users',
  summary: 'check a user CSV file, import it as a background job and report every line',
  usage,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        ...CONNECTION_OPTIONS,
        overwrite: { type: 'boolean' },
        role: { type: 'string', multiple: true },
        separator: { type: 'string' },
        report: { type: 'string' },
        'valid-only': { type: 'boolean' },
        json: { type: 'boolean' },
        timeout: { type: 'string' },
      },
    });
    const file = oneFile(positionals);
    uploadSeparator(values.separator);
    if (values['base-url'] === undefined && values.profile === undefined)
      throw new UsageError('--base-url URL (with MDM_TOKEN) or --profile NAME is required');
    const watch = watchOptions(io, values.timeout);
    return withCore({ ...io, ...watch }, async (core) => {
      // No network yet: this only checks that a token and the profile exist.
      let connection: ResolvedConnection;
      try {
        connection = await openConnection(core, io, values);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        io.stderr.write(`mdm-admin import-users: ${cliMessage(error, io.env)}\n`);
        return IMPORT_EXIT.connection;
      }
      return importWith(core, connection, file, values, io);
    });
  },
};

interface ImportValues {
  overwrite?: boolean | undefined;
  role?: string[] | undefined;
  separator?: string | undefined;
  report?: string | undefined;
  'valid-only'?: boolean | undefined;
  json?: boolean | undefined;
}

async function importWith(
  core: Core,
  connection: ResolvedConnection,
  file: string,
  values: ImportValues,
  io: CliIo,
): Promise<number> {
  const separator = uploadSeparator(values.separator);
  const roles = (values.role ?? []).map((r) => r.trim()).filter((r) => r !== '');
  const json = values.json === true;
  const validOnly = values['valid-only'] === true;
  const say = (text: string) => {
    if (!json) io.stdout.write(text);
  };
  const { profile } = connection;
  const baseUrl = profile.baseUrl;

  const progress = json ? { update() {}, end() {} } : createProgress(io);
  let currentId: string | null = null;
  const unsubscribe = core.events.subscribe((event, payload) => {
    if (event === 'jobs.updated' && (payload as JobRecord).id === currentId) progress.update(payload as JobRecord);
  });
  const jobs = core.jobs;
  try {
    let prepared: Prepared;
    try {
      prepared = await prepare(file, io, separator, validOnly, jobs.uploads);
    } catch (error) {
      if (error instanceof FileReadError) {
        io.stderr.write(`mdm-admin import-users: ${error.message}\n`);
        return IMPORT_EXIT.usage;
      }
      throw error;
    }
    const { result } = prepared;
    const { records } = prepared;
    const invalid = (messages: string[]) => {
      if (json) {
        const lines = result.findings
          .filter((f) => f.severity === 'error')
          .map((f) => ({ line: f.line, status: 'INVALID', message: f.message }));
        io.stdout.write(`${JSON.stringify(jsonResult(null, 'INVALID', lines))}\n`);
      } else {
        io.stdout.write(`${messages.join('\n')}\n`);
      }
      return IMPORT_EXIT.invalid;
    };
    if (result.stopped && result.records === 0) {
      return invalid([`${file}: the file could not be read as CSV; nothing was uploaded.`, ...findingLines(result)]);
    }
    if (result.missing.length > 0) {
      return invalid([`${file}: missing mandatory columns: ${result.missing.join(', ')}. Nothing was uploaded.`]);
    }
    if (result.errors > 0 && !validOnly) {
      return invalid([
        `${file}: ${result.errors} error${result.errors === 1 ? '' : 's'} found offline; nothing was uploaded. Fix them, or use --valid-only to upload only the valid rows.`,
        ...findingLines(result),
        ...(result.findingsTruncated ? ['(only the first findings are listed)'] : []),
      ]);
    }
    if (records === 0) {
      return invalid([
        `${file}: no row to upload${prepared.excluded > 0 ? ` (${prepared.excluded} left out for errors)` : ''}; nothing was uploaded.`,
      ]);
    }

    say(
      `Uploading ${records} row${records === 1 ? '' : 's'} of ${path.basename(file)} to ${baseUrl}${profile.baseUrl === profile.name ? '' : ` (profile "${profile.name}")`}` +
        `${prepared.excluded > 0 ? ` (${prepared.excluded} row${prepared.excluded === 1 ? '' : 's'} with errors left out)` : ''}.\n`,
    );
    const started = await jobs.start({
      connection: connection.ref,
      fileName: path.basename(file),
      uploadId: prepared.uploadId!,
      options: { overwrite: values.overwrite === true, roles, separator },
      excludedRows: prepared.excluded,
    });
    currentId = started.id;
    const onStop = () => void jobs.stopWatching({ id: started.id });
    io.signal.addEventListener('abort', onStop, { once: true });
    let job = await jobs.settled(started.id);
    io.signal.removeEventListener('abort', onStop);
    progress.end();

    if (job.phase === 'detached' || job.phase === 'starting') {
      if (job.phase === 'starting') job = await jobs.settled(started.id);
      const message = `Stopped watching. The server's job ${job.serverJobUuid ?? ''} goes on; run "mdm-admin jobs --resume" to watch it again.`;
      if (json) io.stdout.write(`${JSON.stringify(jsonResult(job, 'DETACHED', []))}\n`);
      else io.stderr.write(`${message}\n`);
      return IMPORT_EXIT.interrupted;
    }
    if (job.phase === 'error') {
      io.stderr.write(
        `mdm-admin import-users: ${job.error ? cliMessage(jobError(job.error), io.env) : cliTranslator(io.env).t('cli.importStopped')}\n`,
      );
      if (json) io.stdout.write(`${JSON.stringify(jsonResult(job, job.serverStatus ?? 'ERROR', []))}\n`);
      return io.signal.aborted ? IMPORT_EXIT.interrupted : exitCodeOf(job);
    }

    // FINISHED or FAILED: the lines that need attention, and the report file if asked.
    let lines: ReportLine[] = [];
    if (job.counts.failure > 0 || job.counts.skipped > 0 || values.report !== undefined) {
      const page = await jobs.report({ id: job.id, limit: 1000, offset: 0 });
      lines = page.lines;
      for (let offset = 1000; offset < page.total; offset += 1000) {
        lines.push(...(await jobs.report({ id: job.id, limit: 1000, offset })).lines);
      }
      job = await jobs.get({ id: job.id });
    }
    if (values.report !== undefined) {
      const exported = await jobs.exportReport({ id: job.id });
      await copyFile(core.files.get(exported.fileId)!.path, path.resolve(io.cwd, values.report));
    }
    const attention = lines.filter((l) => l.status !== 'SUCCESS');
    if (json) {
      const out = attention.map((l) => ({
        line: l.sourceLine ?? l.line,
        uploadLine: l.line,
        status: l.status,
        message: l.message,
      }));
      io.stdout.write(`${JSON.stringify(jsonResult(job, job.serverStatus ?? job.phase.toUpperCase(), out))}\n`);
    } else {
      io.stdout.write(`Job ${job.serverJobUuid}: ${describeJob(job, cliTranslator(io.env))}\n`);
      if (job.serverError) io.stdout.write(`The server says: ${job.serverError}\n`);
      for (const l of attention) {
        const where =
          l.sourceLine !== null ? `line ${l.sourceLine}` : l.line >= 0 ? `upload line ${l.line}` : 'no line';
        io.stdout.write(`${where}: ${l.status} ${l.message}\n`);
      }
      if (values.report !== undefined) io.stdout.write(`Report written to ${values.report}\n`);
    }
    return exitCodeOf(job);
  } catch (error) {
    progress.end();
    if (error instanceof AppError) {
      io.stderr.write(`mdm-admin import-users: ${cliMessage(error, io.env)}\n`);
      return IMPORT_EXIT.connection;
    }
    throw error;
  } finally {
    unsubscribe();
  }
}
