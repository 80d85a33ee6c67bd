// The bad-files corpus (test/fixtures/bad-files): each case is NAME.json (what must come out:
// validate's exit code, the findings with their line, column and message, the records) beside
// NAME.csv, or with `generate` (the parts of a file too big to commit, made here). Each case
// goes through both front ends of the engine: `mdm-admin validate` and the app's CSV worker
// session.
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../../electron/cli/run-cli';
import type { CsvSessionEvent as WorkerEvent } from '../../../../shared/users-csv/csv-session-protocol';
import type { Finding } from '../../../../shared/users-csv/findings';
import { memoryIo } from '../../electron/cli/memory-io';
import { CsvSession } from './worker-session';

interface BadFile {
  about: string;
  exitCode: 0 | 1 | 2;
  records: number;
  encoding?: string;
  stopped?: boolean;
  /** Each must be among the findings; `message` is a part of the finding's message. */
  findings: Array<Pick<Finding, 'line' | 'severity' | 'rule' | 'message'> & { column?: string }>;
  /** The file's parts, for a file made by the test: `text` or `bytes`, `repeat` times. */
  generate?: Array<{ text?: string; bytes?: number[]; repeat?: number }>;
}

const dir = path.resolve(__dirname, '../../../fixtures/bad-files');
const cases = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({
    name: f.slice(0, -'.json'.length),
    spec: JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as BadFile,
  }));

/** A generated file's content, one part (at most 1 MiB, repeats joined) at a time. */
function* generatedParts(spec: BadFile): Generator<Uint8Array<ArrayBuffer>> {
  for (const part of spec.generate!) {
    const unit = part.bytes ? Uint8Array.from(part.bytes) : new TextEncoder().encode(part.text ?? '');
    let left = part.repeat ?? 1;
    const perBlock = Math.max(1, Math.floor((1 << 20) / Math.max(1, unit.length)));
    while (left > 0) {
      const n = Math.min(left, perBlock);
      const block = new Uint8Array(unit.length * n);
      for (let k = 0; k < n; k++) block.set(unit, k * unit.length);
      yield block;
      left -= n;
    }
  }
}

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'mdm-bad-files-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The case's file on disk: the committed one, or written now from `generate`. */
function fileOf(name: string, spec: BadFile): string {
  if (!spec.generate) return path.join(dir, `${name}.csv`);
  const file = path.join(tmp, `${name}.csv`);
  const fd = openSync(file, 'w');
  for (const block of generatedParts(spec)) writeSync(fd, block);
  closeSync(fd);
  return file;
}

function expectFindings(
  found: Array<Finding | { line: number; column: string; severity: string; rule: string; message: string }>,
  spec: BadFile,
): void {
  for (const want of spec.findings) {
    const match = found.find(
      (f) =>
        f.rule === want.rule &&
        f.line === want.line &&
        f.severity === want.severity &&
        f.message.includes(want.message) &&
        (want.column === undefined || f.column === want.column),
    );
    expect(
      match,
      `a ${want.severity} [${want.rule}] on line ${want.line}: "${want.message}" among ${JSON.stringify(found)}`,
    ).toBeDefined();
  }
}

describe.each(cases)('bad file $name', ({ name, spec }) => {
  it(`validate exits ${spec.exitCode} with the expected findings (${spec.about})`, async () => {
    const file = fileOf(name, spec);
    const io = memoryIo({}, tmp);
    const code = await runCli(['validate', file, '--format', 'json'], io);
    const report = JSON.parse(io.out()) as {
      readable: boolean;
      rows: number;
      encoding: string | null;
      errors: number;
      findings: Array<{ line: number; column: string; severity: string; rule: string; message: string }>;
    };
    expect(code).toBe(spec.exitCode);
    expect(report.readable).toBe(spec.exitCode !== 2);
    expect(report.rows).toBe(spec.records);
    if (spec.encoding) expect(report.encoding).toBe(spec.encoding);
    expectFindings(report.findings, spec);
    if (spec.exitCode === 0) expect(report.errors).toBe(0);
  });

  it(`the app's CSV worker session reports the same (${spec.about})`, async () => {
    const blob = spec.generate
      ? new Blob([...generatedParts(spec)])
      : new Blob([readFileSync(path.join(dir, `${name}.csv`))]);
    const events: WorkerEvent[] = [];
    const session = new CsvSession((e) => events.push(e));
    await session.open(blob, `${name}.csv`, 'auto', 'auto');
    const done = events.find((e) => e.type === 'done');
    expect(done, JSON.stringify(events.filter((e) => e.type === 'failed'))).toBeDefined();
    if (done?.type !== 'done') return;
    session.rowsAt(1, [...done.summary.problemRows]);
    const rows = events.find((e) => e.type === 'rows');
    const found = [
      ...done.summary.fileFindings,
      ...(rows?.type === 'rows' ? rows.rows.flatMap((r) => r.findings) : []),
    ];
    expectFindings(found, spec);
    expect(done.summary.records).toBe(spec.records);
    expect(done.summary.errors > 0).toBe(spec.exitCode > 0);
    if (spec.stopped !== undefined) expect(done.stopped).toBe(spec.stopped);
    if (spec.encoding) {
      const detected = events.filter((e) => e.type === 'detected').at(-1);
      expect(detected?.type === 'detected' && detected.detection.encoding).toBe(spec.encoding);
    }
  });
});
