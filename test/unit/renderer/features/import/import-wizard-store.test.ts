// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import { HEADER, done, file, resetBeforeEach } from './wizard-fixture';

resetBeforeEach();

describe('the import wizard store', () => {
  it('starts every slice afresh for another file: prediction, sheet and sending state belong to the file', async () => {
    useImportWizard.getState().openFile(file(`${HEADER}\nanna,anna@example.com,Anna,Alt,Passwort-1\n`));
    await done();
    useImportWizard.setState({
      prediction: {
        phase: 'done',
        checked: 1,
        total: 1,
        error: null,
        dryRunId: 'dry-1',
        users: null,
        comparison: {
          kinds: Uint8Array.from([1]),
          changes: [],
          similar: [],
          fields: [],
          matchedBy: new Uint8Array(1),
          conflicts: [],
          idColumn: null,
          serverUsers: 0,
          notInFile: null,
          reads: 1,
          uploadId: 'dry-1',
          lineMap: Uint32Array.from([2]),
          errorRows: new Int32Array(0),
        },
        against: { profileId: 'p1', idColumn: 'custom1' },
      },
      sheet: { credentials: [], count: 1, saved: true },
      sentJobId: 'j1',
      uploadFailed: { jobId: 'j0' },
    });
    useImportWizard.getState().openFile(file(`${HEADER}\nben,ben@example.com,Ben,Berg,Passwort-2\n`, 'next.csv'));
    expect(useImportWizard.getState()).toMatchObject({
      prediction: { phase: 'idle', dryRunId: null, comparison: null },
      sheet: null,
      sentJobId: null,
      uploadFailed: null,
      file: { name: 'next.csv' },
    });
    await done();
    expect(useImportWizard.getState().summary).toMatchObject({ records: 1 });
  });
});
