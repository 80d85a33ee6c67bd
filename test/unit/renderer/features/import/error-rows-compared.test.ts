// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { rowOfRecord } from '../../../../../renderer/features/import/changes-model';
import { comparisonCurrent } from '../../../../../renderer/features/import/compare-first';
import { comparedWithErrors } from '../../../../../renderer/features/import/prediction-slice';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import { useLookAlikeDecisions } from '../../../../../renderer/features/import/look-alike-decisions';
import { undecidedLines } from '../../../../../renderer/features/import/start-waits';
import { answerComparison, recordStagings } from './fake-comparison';
import { HEADER, done, fake, file, resetBeforeEach } from './wizard-fixture';

// "Upload every row" sends the rows with errors for the server to judge: they are compared
// first like the others, wherever their fields can be told apart. A row with a bad password
// still has a login that meets an existing user (unchanged: not sent), or a name that looks
// like one (asked first); a row of another field count than the header's is not compared
// (its values may sit in other columns) and goes as it was read.

resetBeforeEach();

const CSV =
  `${HEADER}\n` +
  'anna,anna@example.com,Anna,Alt,x\n' + // line 2: a password too short; unchanged on the server
  'ben,ben@example.com,Ben,Berg,Passwort-2\n' + // line 3: changed
  'cleo,cleo@example.com,Cleo\n' + // line 4: too few fields
  'dora,dora@example.com,Dora,Dach,y\n'; // line 5: a password too short; looks like dora.dach

const stage = () => recordStagings(fake);

const DORA = { name: 'dora.dach', email: 'dora.dach@example.com' };

async function opened(errorPolicy: 'all' | 'valid-only') {
  useImportWizard.getState().openFile(file(CSV, 'klasse.csv'));
  await done();
  expect(useImportWizard.getState().summary?.errorRows).toEqual(Int32Array.from([0, 2, 3]));
  useImportWizard.getState().setOptions({ overwrite: true, errorPolicy });
}

describe('"upload every row": the rows with errors are compared too', () => {
  it('compares them (not the one of a wrong field count), asks about their look-alikes, leaves out the unchanged', async () => {
    const staged = stage();
    answerComparison(fake, {
      kinds: ['unchanged', 'changed', 'looksLike'],
      similar: [{ record: 2, users: [DORA] }],
    });
    await opened('all');

    // Start compares first: the dry run's staging holds Anna and Dora, not Cleo's short line.
    expect(await useImportWizard.getState().start()).toBeNull();
    expect(staged[0]).toBe(
      'name,email,givenName,surName\r\n' +
        'anna,anna@example.com,Anna,Alt\r\n' +
        'ben,ben@example.com,Ben,Berg\r\n' +
        'dora,dora@example.com,Dora,Dach\r\n',
    );
    // Dora's line looks like dora.dach: Start waits for a decision, nothing is sent.
    expect(undecidedLines(useImportWizard.getState())).toEqual([5]);
    expect(fake.callsOf('import.start')).toEqual([]);
    // The Changes view finds her row past Cleo's, which the comparison did not see.
    const comparison = useImportWizard.getState().prediction.comparison!;
    expect(rowOfRecord(2, comparison.errorRows)).toBe(3);

    useLookAlikeDecisions.getState().decide(useImportWizard.getState().file!, 5, DORA, 'new');
    expect((await useImportWizard.getState().start())?.phase).toBe('uploading');
    // Anna is unchanged: not sent. Ben, Cleo (as read, for the server to judge) and Dora go.
    expect(staged[1]).toBe(
      'name,email,givenName,surName,password\r\n' +
        'ben,ben@example.com,Ben,Berg,Passwort-2\r\n' +
        'cleo,cleo@example.com,Cleo\r\n' +
        'dora,dora@example.com,Dora,Dach,y\r\n',
    );
    expect(fake.callsOf('import.start')[0]).toMatchObject({
      receipt: { errorPolicy: 'all', matching: { unchanged: 1, lookAlikes: [{ line: 5, decision: 'new' }] } },
      dryRunId: 'up-1',
      // Compared, but with errors: the job's kept prediction says FAILED for them, as the grid does.
      failedLines: Uint32Array.from([2, 5]),
    });
  });

  it('a comparison of the valid rows alone no longer holds once every row is to be sent', async () => {
    const staged = stage();
    answerComparison(fake, { kinds: ['changed'] });
    await opened('valid-only');
    await useImportWizard.getState().predict();
    await useImportWizard.getState().predictedRows('SKIPPED');
    expect(staged[0]).toBe('name,email,givenName,surName\r\nben,ben@example.com,Ben,Berg\r\n');
    expect(comparisonCurrent(useImportWizard.getState())).toBe(true);

    useImportWizard.getState().setOptions({ errorPolicy: 'all' });
    expect(comparisonCurrent(useImportWizard.getState())).toBe(false);
    answerComparison(fake, { kinds: ['unchanged', 'changed', 'changed'] });
    await useImportWizard.getState().start();
    // Compared again with the rows with errors: Anna, unchanged, is not sent.
    expect(fake.callsOf('dryRun.run')).toHaveLength(2);
    expect(staged.at(-1)).not.toContain('anna');
    expect(staged.at(-1)).toContain('dora,dora@example.com,Dora,Dach,y');
  });

  it('finds the lines of the rows with errors a staging holds, past the rows it left out', () => {
    // Rows 0..5; errors in 1, 2 and 4; row 2 (a wrong field count) not staged: records are rows 0, 1, 3, 4, 5.
    const lineMap = Uint32Array.from([2, 3, 5, 6, 8]);
    expect(comparedWithErrors(Int32Array.from([1, 2, 4]), Int32Array.from([2]), lineMap)).toEqual(
      Uint32Array.from([3, 6]),
    );
    expect(comparedWithErrors(new Int32Array(0), new Int32Array(0), lineMap)).toEqual(new Uint32Array(0));
  });
});
