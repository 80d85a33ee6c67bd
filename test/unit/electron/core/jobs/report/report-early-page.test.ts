import { describe, expect, it } from 'vitest';
import { startImport } from '../../../../../helpers/start-import';
import { uploadFile } from '../fakes';
import { setup, failEvery3rd, options } from '../jobs-harness';

/** A report fetch that stops before its second page until `release()`; `held` resolves when it got there. */
function heldAfterFirstPage() {
  let release!: () => void;
  let arrived!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((resolve) => (arrived = resolve));
  const beforeReportPage = (offset: number) => {
    if (offset === 0) return Promise.resolve();
    arrived();
    return released;
  };
  return { beforeReportPage, held, release };
}

describe("a report's first pages while it is still being fetched", () => {
  it('answers an unfiltered page from the lines fetched so far, marked incomplete, and the whole report after', async () => {
    const hold = heldAfterFirstPage();
    const { service } = setup({ outcome: failEvery3rd, beforeReportPage: hold.beforeReportPage });
    const lineMap = Array.from({ length: 1203 }, (_, i) => 10 + i);
    const job = await startImport(service, {
      fileName: 'u.csv',
      content: uploadFile(1203).content,
      lineMap,
      options,
      excludedRows: 0,
    });
    await hold.held;

    const early = await service.report({ id: job.id, limit: 200, offset: 0 });
    expect(early.complete).toBe(false);
    expect(early.total).toBe(1203);
    expect(early.lines.map((l) => l.line)).toEqual(Array.from({ length: 200 }, (_, i) => i + 2));
    expect(early.lines[4]).toMatchObject({ line: 6, sourceLine: 14, status: 'FAILED' });
    expect(early.lines[4]!.values.name).toBe('user4');
    const counted = Object.values(early.countsByStatus).reduce((a, b) => a + b, 0);
    expect(counted).toBe(500);

    // Past the lines fetched, and filtered pages, wait for the report.
    let later = false;
    const beyond = service.report({ id: job.id, limit: 200, offset: 600 }).then((page) => ((later = true), page));
    const failed = service.report({ id: job.id, status: 'FAILED', limit: 10, offset: 0 });
    await Promise.resolve();
    expect(later).toBe(false);
    hold.release();
    expect((await beyond).lines[0]!.line).toBe(602);
    const failedPage = await failed;
    expect(failedPage.complete).toBeUndefined();
    expect(failedPage.total).toBe(401);

    await service.settled(job.id);
    const whole = await service.report({ id: job.id, limit: 200, offset: 0 });
    expect(whole.complete).toBeUndefined();
    expect(whole.countsByStatus).toEqual({ FAILED: 401, SKIPPED: 401, SUCCESS: 401 });
    expect(whole.lines).toEqual(early.lines);
  });
});
