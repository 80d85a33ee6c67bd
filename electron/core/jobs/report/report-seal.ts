/**
 * Worker task: turns `report.incoming` (entries in the order the server sent them) into the
 * saved report: `report.lines` sorted by line (spec 4.4; lines the server does not know
 * last, in the server's order), `report.by-status` (the same records grouped by status,
 * each group by line, so that a filtered page is one read too), and `report.json`, written
 * last. Both record files are flushed before it: a report.json always describes whole files.
 */
import { open, readFile, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { writeFileAtomic } from '../../store/atomic-file';
import { jobFolder } from '../store/job-folder';
import type { ReportMeta } from './report-meta';
import { RECORD_BYTES, lineAt, statusAt } from './report-records';

const WRITE_BYTES = 1024 * 1024;

/** Line ascending, unknown lines (negative) after every known one; ties keep the arrival order. */
function sortedOrder(records: Buffer, count: number): Uint32Array {
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  const key = (i: number) => {
    const line = lineAt(records, i * RECORD_BYTES);
    return line >= 0 ? line : 0x80000000;
  };
  let sorted = true;
  for (let i = 1; i < count && sorted; i++) sorted = key(i - 1) <= key(i);
  if (sorted) return order;
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i++) keys[i] = key(i);
  return order.sort((a, b) => keys[a]! - keys[b]! || a - b);
}

async function writeInOrder(
  target: FileHandle,
  records: Buffer,
  order: Uint32Array,
  keep: (index: number) => boolean,
): Promise<void> {
  const block = Buffer.allocUnsafe(WRITE_BYTES - (WRITE_BYTES % RECORD_BYTES));
  let filled = 0;
  for (let i = 0; i < order.length; i++) {
    const index = order[i]!;
    if (!keep(index)) continue;
    records.copy(block, filled, index * RECORD_BYTES, (index + 1) * RECORD_BYTES);
    filled += RECORD_BYTES;
    if (filled === block.length) {
      await target.write(block, 0, filled);
      filled = 0;
    }
  }
  if (filled > 0) await target.write(block, 0, filled);
}

export async function sealReport(input: { dir: string; statuses: string[] }): Promise<ReportMeta> {
  const folder = jobFolder(input.dir);
  const records = await readFile(folder.reportIncoming);
  const count = Math.floor(records.length / RECORD_BYTES);
  const order = sortedOrder(records, count);
  const counts = new Array<number>(input.statuses.length).fill(0);
  for (let i = 0; i < count; i++) counts[statusAt(records, i * RECORD_BYTES)]!++;

  const lines = await open(folder.reportLines, 'w', 0o600);
  try {
    await writeInOrder(lines, records, order, () => true);
    await lines.sync();
  } finally {
    await lines.close();
  }
  const byStatus = await open(folder.reportByStatus, 'w', 0o600);
  const statuses: ReportMeta['statuses'] = [];
  try {
    let start = 0;
    // Every status word stays listed, in index order: a record's status index is its position.
    for (let s = 0; s < input.statuses.length; s++) {
      await writeInOrder(byStatus, records, order, (index) => statusAt(records, index * RECORD_BYTES) === s);
      statuses.push({ status: input.statuses[s]!, count: counts[s]!, start });
      start += counts[s]!;
    }
    await byStatus.sync();
  } finally {
    await byStatus.close();
  }
  const meta: ReportMeta = { version: 2, total: count, statuses };
  await writeFileAtomic(folder.reportMeta, `${JSON.stringify(meta)}\n`);
  await rm(folder.reportIncoming, { force: true });
  return meta;
}
