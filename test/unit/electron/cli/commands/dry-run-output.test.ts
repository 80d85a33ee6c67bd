import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  comparisonText,
  dryRunJson,
  eachPredictedLine,
  leaverText,
  predictedCounts,
  predictedLines,
} from '../../../../../electron/cli/commands/dry-run-output';
import type { PredictedLine } from '../../../../../electron/cli/commands/dry-run-output';
import { createTranslator } from '../../../../../shared/i18n/translator';
import { noPredictedCounts, PREDICTION_CODE } from '../../../../../shared/models/dry-run';
import type { DryRunResult } from '../../../../../shared/models/dry-run';
import { COMPARISON_CODE, MATCH_CODE } from '../../../../../shared/models/dry-run-comparison';
import type { DryRunComparison } from '../../../../../shared/models/dry-run-comparison';

const { SUCCESS, SKIPPED, OVERWRITTEN } = PREDICTION_CODE;

/** Three upload records (file lines 2, 3, 5): an existing user whose surname changed, a look-alike, an unchanged user. */
function result(comparison?: Partial<DryRunComparison>): DryRunResult {
  return {
    uploadId: 'u',
    records: 3,
    lineMap: Uint32Array.from([2, 3, 5]),
    withoutOverwrite: Uint8Array.from([SKIPPED, SUCCESS, SKIPPED]),
    withOverwrite: Uint8Array.from([OVERWRITTEN, SUCCESS, OVERWRITTEN]),
    notes: {
      withoutOverwrite: [],
      withOverwrite: [
        { record: 0, why: { kind: 'overwritten', name: 'jdoe' } },
        { record: 2, why: { kind: 'overwritten', name: 'asmith' } },
      ],
    },
    lookups: 1,
    ...(comparison
      ? {
          comparison: {
            kinds: Uint8Array.from([COMPARISON_CODE.changed, COMPARISON_CODE.looksLike, COMPARISON_CODE.unchanged]),
            changes: [{ record: 0, changes: { surName: { server: 'Doe', file: 'Doe-Smith' } } }],
            similar: [{ record: 1, users: [{ name: 'rmueller', email: 'rm@example.com' }] }],
            fields: ['email', 'surName'],
            serverUsers: 10,
            notInFile: null,
            reads: 1,
            matchedBy: Uint8Array.from([MATCH_CODE.name, MATCH_CODE.none, MATCH_CODE.key]),
            conflicts: [],
            idColumn: 'custom1',
            ...comparison,
          },
        }
      : {}),
  };
}

describe('dryRunJson', () => {
  it('gives each line its changes and look-alikes, the counts of each kind and the not-in-file count', () => {
    const json = dryRunJson(result({ notInFile: { count: 7 } }), true, new Map([[4, 'Field email is empty']]));
    expect(json.lines).toEqual([
      {
        line: 2,
        predicted: 'OVERWRITTEN',
        reason: "User 'jdoe' already exists and will be overwritten",
        changes: { surName: { server: 'Doe', file: 'Doe-Smith' } },
        similar: [],
        matchedBy: 'name',
      },
      {
        line: 3,
        predicted: 'SUCCESS',
        reason: 'A new user',
        changes: {},
        similar: [{ name: 'rmueller', email: 'rm@example.com' }],
        matchedBy: 'none',
      },
      { line: 4, predicted: 'FAILED', reason: 'Field email is empty', changes: {}, similar: [] },
      {
        line: 5,
        predicted: 'OVERWRITTEN',
        reason: "User 'asmith' already exists and will be overwritten",
        changes: {},
        similar: [],
        matchedBy: 'key',
      },
    ]);
    expect(json.compared).toEqual({ new: 0, looksLike: 1, changed: 1, unchanged: 1, adopts: 0, conflict: 0 });
    expect(json.notInFileCount).toBe(7);
    expect(json).not.toHaveProperty('notInFile');
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });

  it('names the users not in the file: login, person, position and key', () => {
    const leavers = [
      { name: 'lukas.schmidt', givenName: 'Lukas', surName: 'Schmidt', position: '10c', email: '', key: '1011' },
    ];
    const json = dryRunJson(result({ notInFile: { count: 1 } }), false, new Map(), undefined, leavers);
    expect(json.notInFileCount).toBe(1);
    expect(json.notInFile).toEqual(leavers);
  });

  it('has no notInFile when the list was not asked for, and no comparison fields without a comparison', () => {
    expect(dryRunJson(result({}), false, new Map())).not.toHaveProperty('notInFile');
    const plain = dryRunJson(result(), false, new Map([[4, 'bad']]));
    expect(plain).not.toHaveProperty('compared');
    expect(plain.lines.every((l) => !('changes' in l) && !('similar' in l))).toBe(true);
  });
});

describe('the names a dry run derives', () => {
  it('gives each line the login name it will use, offline failures included; none without names', () => {
    const names = new Map([
      [2, 'jdoe'],
      [3, 'rene.mueller'],
      [4, 'anna.berg2'],
      [5, 'asmith'],
    ]);
    const json = dryRunJson(result({}), true, new Map([[4, 'Field email is empty']]), names);
    expect(json.lines.map((l) => [l.line, l.name])).toEqual([
      [2, 'jdoe'],
      [3, 'rene.mueller'],
      [4, 'anna.berg2'],
      [5, 'asmith'],
    ]);
    expect(dryRunJson(result({}), true, new Map()).lines.every((l) => !('name' in l))).toBe(true);
  });
});

describe('comparisonText', () => {
  it("says each changed field with the server's and the file's value, and the look-alikes, in the terminal's language", () => {
    const { lines } = predictedLines(result({}), true, new Map());
    const en = createTranslator('en').t;
    expect(lines.flatMap((l) => comparisonText(l, en))).toEqual([
      "line 2: surName changes from 'Doe' to 'Doe-Smith'",
      'line 3: a new user who looks like rmueller <rm@example.com> on the server',
    ]);
    const de = createTranslator('de').t;
    expect(comparisonText(lines[0]!, de)).toEqual(['Zeile 2: surName ändert sich von „Doe“ zu „Doe-Smith“']);
  });
});

describe('a user not in the file in the terminal', () => {
  const lukas = {
    name: 'lukas.schmidt',
    givenName: 'Lukas',
    surName: 'Schmidt',
    position: '10c',
    email: '',
    key: '1011',
  };
  it('says login, name, class and school ID in the terminal’s language, leaving out what is empty', () => {
    expect(leaverText(lukas, createTranslator('en').t)).toBe(
      '  lukas.schmidt: Lukas Schmidt, class 10c, school ID 1011',
    );
    expect(leaverText(lukas, createTranslator('de').t)).toBe(
      '  lukas.schmidt: Lukas Schmidt, Klasse 10c, Schul-ID 1011',
    );
    const bare = { ...lukas, givenName: '', position: '', key: '' };
    expect(leaverText(bare, createTranslator('de').t)).toBe('  lukas.schmidt: Schmidt');
    expect(leaverText({ ...bare, surName: '' }, createTranslator('en').t)).toBe('  lukas.schmidt');
    expect(leaverText({ ...lukas, surName: '', key: '' }, createTranslator('en').t)).toBe(
      '  lukas.schmidt: Lukas, class 10c',
    );
    expect(leaverText({ ...lukas, givenName: '', position: '' }, createTranslator('en').t)).toBe(
      '  lukas.schmidt: Schmidt, school ID 1011',
    );
  });
});

describe('predictedLines', () => {
  it('finds each record’s note, changes and look-alikes whether the lists come in record order or not', () => {
    const ordered = result({
      changes: [
        { record: 0, changes: { surName: { server: 'Doe', file: 'Doe-Smith' } } },
        { record: 2, changes: { email: { server: 'a@x', file: 'b@x' } } },
      ],
    });
    const shuffled: DryRunResult = {
      ...ordered,
      notes: { ...ordered.notes, withOverwrite: [...ordered.notes.withOverwrite].reverse() },
      comparison: { ...ordered.comparison!, changes: [...ordered.comparison!.changes].reverse() },
    };
    const lines = predictedLines(ordered, true, new Map()).lines;
    expect(predictedLines(shuffled, true, new Map()).lines).toEqual(lines);
    expect(lines.map((l) => [l.line, l.reason, Object.keys(l.changes!), l.similar!.length])).toEqual([
      [2, "User 'jdoe' already exists and will be overwritten", ['surName'], 0],
      [3, 'A new user', [], 1],
      [5, "User 'asmith' already exists and will be overwritten", ['email'], 0],
    ]);
  });
});

describe('eachPredictedLine', () => {
  /** An upload of `codes.length` records at FILE lines `lines` (any order), and offline failures at `failed`. */
  const upload = (codes: number[], lines: number[]): DryRunResult => ({
    ...result(),
    records: codes.length,
    lineMap: Uint32Array.from(lines),
    withoutOverwrite: Uint8Array.from(codes),
    withOverwrite: Uint8Array.from(codes),
    notes: { withoutOverwrite: [], withOverwrite: [] },
  });
  const countsOf = (lines: PredictedLine[]) => {
    const counts = noPredictedCounts();
    for (const l of lines) counts[l.predicted]++;
    return counts;
  };

  it('gives every line once, in FILE’s order, as all lines made and sorted would, with their counts', () => {
    // Distinct FILE lines, split between the upload's records and the offline failures.
    const case_ = fc.uniqueArray(fc.integer({ min: 2, max: 400 }), { maxLength: 40 }).chain((lines) =>
      fc.record({
        lines: fc.constant(lines),
        failedCount: fc.integer({ min: 0, max: lines.length }),
        codes: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: lines.length, maxLength: lines.length }),
        sorted: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(case_, ({ lines, failedCount, codes, sorted }) => {
        const failedLines = lines.slice(0, failedCount);
        const recordLines = lines.slice(failedCount);
        if (sorted) recordLines.sort((a, b) => a - b);
        const dryRun = upload(codes.slice(failedCount), recordLines);
        const offline = new Map(failedLines.map((line) => [line, `line ${line} failed`]));
        const streamed = [...eachPredictedLine(dryRun, true, offline)];
        // The reference: every line made, then sorted by its FILE line.
        const expected = [
          ...recordLines.flatMap((line, r) => {
            const predicted = [null, 'SUCCESS', 'SKIPPED', 'OVERWRITTEN', 'FAILED'][codes[failedCount + r]!];
            return predicted ? [{ line, predicted }] : [];
          }),
          ...failedLines.map((line) => ({ line, predicted: 'FAILED' })),
        ].sort((a, b) => a.line - b.line);
        expect(streamed.map((l) => ({ line: l.line, predicted: l.predicted }))).toEqual(expected);
        expect(streamed.filter((l) => offline.has(l.line)).map((l) => l.reason)).toEqual(
          expected.filter((l) => offline.has(l.line)).map((l) => `line ${l.line} failed`),
        );
        expect(predictedCounts(dryRun, true, offline)).toEqual(countsOf(streamed));
      }),
    );
  });

  it('counts the offline failures alone without a dry run', () => {
    const offline = new Map([
      [7, 'x'],
      [3, 'y'],
    ]);
    expect([...eachPredictedLine(null, false, offline)].map((l) => l.line)).toEqual([3, 7]);
    expect(predictedCounts(null, false, offline)).toEqual({ ...noPredictedCounts(), FAILED: 2 });
  });
});
