/**
 * Server records streamed page by page to a TextSink, as CSV or as the JSON the CLI's
 * `--format json` prints (`{"total": N, "results": [...]}`): one page in memory at a time,
 * whatever the count, so `devices --all` of a million devices stays small.
 */
import type { FieldRegistry } from '../../../shared/api/fields/index';
import type { QueryPage, ServerRecord } from '../../../shared/models/query';
import type { TextSink } from '../files/text-sink';
import { columnsOf, recordLine } from './csv';

/**
 * CSV: the header (the columns given, else every key of the first page), then one line per
 * record, each cell by its kind in `fields` (a date as ISO 8601).
 */
export async function writeCsvRecords(
  pages: AsyncIterable<QueryPage<ServerRecord>>,
  columns: readonly string[],
  sink: TextSink,
  fields?: FieldRegistry,
): Promise<{ written: number; total: number | null }> {
  let chosen = [...columns];
  let written = 0;
  let total: number | null = null;
  let headed = false;
  const head = async () => {
    headed = true;
    await sink.write(recordLine(Object.fromEntries(chosen.map((c) => [c, c])), chosen));
  };
  for await (const page of pages) {
    total = page.total ?? total;
    if (!headed) {
      if (chosen.length === 0) chosen = columnsOf(page.results);
      await head();
    }
    for (const record of page.results) await sink.write(recordLine(record, chosen, undefined, fields));
    written += page.results.length;
  }
  if (!headed) await head();
  return { written, total };
}

/**
 * `{"total": N, "results": [...]}`, pretty-printed as before (two-space indent), written
 * as the pages come; `total` is the server's count from the first page (null without one).
 * The records are the API's as they came (dates as epoch ms, as a script reading the API
 * sees them); CSV and the table are the forms that write dates as dates.
 */
export async function writeJsonRecords(
  pages: AsyncIterable<QueryPage<ServerRecord>>,
  sink: TextSink,
): Promise<{ written: number; total: number | null }> {
  let written = 0;
  let total: number | null = null;
  let opened = false;
  const indent = (json: string) => json.replace(/\n/g, '\n    ');
  for await (const page of pages) {
    if (!opened) {
      total = page.total;
      opened = true;
      await sink.write(`{\n  "total": ${JSON.stringify(total)},\n  "results": [`);
    }
    for (const record of page.results) {
      await sink.write(`${written === 0 ? '' : ','}\n    ${indent(JSON.stringify(record, null, 2))}`);
      written++;
    }
  }
  if (!opened) await sink.write(`{\n  "total": ${JSON.stringify(total)},\n  "results": [`);
  await sink.write(written === 0 ? ']\n}\n' : '\n  ]\n}\n');
  return { written, total };
}
