// A dry run that compares the staged rows with an organization, for the tests of Start and
// the credential sheet (both compare first where no comparison is current).
import type { FakeBridge } from '../../fake-bridge';
import { PREDICTION_CODE } from '../../../../../shared/models/dry-run';
import { COMPARISON_CODE } from '../../../../../shared/models/dry-run-comparison';
import type { ComparisonKind } from '../../../../../shared/models/dry-run-comparison';
import { fakeJob } from '../../fake-job';

export interface FakeComparison {
  /** Each staged record's kind; beyond them: new. */
  kinds?: ComparisonKind[];
  similar?: { record: number; users: { name: string; email: string }[] }[];
}

/**
 * `dryRun.run` answers a comparison of the records last staged (their lineMap as
 * `uploads.finish` got it; without one, `records` of them from line 2): new lines succeed,
 * the others exist (skipped, or overwritten). Also answers `uploads.*` where the test does not.
 */
export function answerComparison(fake: FakeBridge, { kinds = [], similar = [] }: FakeComparison = {}): void {
  // A test's own staging stays; else one that takes every upload.
  let staged = 0;
  fake.handlers['uploads.begin'] ??= () => ({ uploadId: `staged-${++staged}` });
  fake.handlers['uploads.append'] ??= (i) => ({ receivedBytes: (i as { bytes: Uint8Array }).bytes.length });
  fake.handlers['uploads.finish'] ??= (i) => ({
    uploadId: `staged-${staged}`,
    records: (i as { lineMap: Uint32Array }).lineMap.length,
    bytes: 1,
  });
  fake.handlers['uploads.discard'] ??= () => undefined;
  fake.handlers['dryRun.run'] = (input) => {
    const finishes = fake.callsOf('uploads.finish') as { lineMap?: Uint32Array }[];
    const lineMap = finishes.at(-1)?.lineMap ?? Uint32Array.from(kinds.length ? kinds : [null], (_, i) => i + 2);
    const n = lineMap.length;
    const kindOf = (r: number): ComparisonKind => kinds[r] ?? 'new';
    const exists = (r: number) => kindOf(r) !== 'new' && kindOf(r) !== 'looksLike';
    return {
      uploadId: (input as { uploadId: string }).uploadId,
      records: n,
      lineMap,
      withoutOverwrite: Uint8Array.from({ length: n }, (_, r) =>
        exists(r) ? PREDICTION_CODE.SKIPPED : PREDICTION_CODE.SUCCESS,
      ),
      withOverwrite: Uint8Array.from({ length: n }, (_, r) =>
        exists(r) ? PREDICTION_CODE.OVERWRITTEN : PREDICTION_CODE.SUCCESS,
      ),
      notes: { withoutOverwrite: [], withOverwrite: [] },
      lookups: n,
      comparison: {
        kinds: Uint8Array.from({ length: n }, (_, r) => COMPARISON_CODE[kindOf(r)]),
        details: JSON.stringify({ changes: [], similar, conflicts: [] }),
        fields: [],
        serverUsers: 5,
        matchedBy: new Uint8Array(n),
        idColumn: null,
        notInFile: { count: 0 },
        reads: 1,
      },
    };
  };
}

/**
 * Stages every upload (the dry run's and the real one) as `up-1`, `up-2`, ...; answers each
 * staging's text, in order, and starts a job still uploading.
 */
export function recordStagings(fake: FakeBridge): string[] {
  const staged: string[] = [];
  fake.handlers['uploads.begin'] = () => {
    staged.push('');
    return { uploadId: `up-${staged.length}` };
  };
  fake.handlers['uploads.append'] = (input) => {
    staged[staged.length - 1] += new TextDecoder().decode((input as { bytes: Uint8Array }).bytes);
    return { receivedBytes: 1 };
  };
  fake.handlers['uploads.finish'] = (input) => ({
    uploadId: `up-${staged.length}`,
    records: (input as { lineMap: Uint32Array }).lineMap.length,
    bytes: 1,
  });
  fake.handlers['import.start'] = () => fakeJob({ phase: 'uploading' });
  return staged;
}
