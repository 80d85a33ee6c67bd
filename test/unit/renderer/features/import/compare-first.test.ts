// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { useImportWizard } from '../../../../../renderer/features/import/import-wizard-store';
import { comparisonCurrent } from '../../../../../renderer/features/import/compare-first';
import { useLookAlikeDecisions } from '../../../../../renderer/features/import/look-alike-decisions';
import { undecidedLines } from '../../../../../renderer/features/import/start-waits';
import { answerComparison, recordStagings } from './fake-comparison';
import { HEADER, done, fake, file, resetBeforeEach } from './wizard-fixture';

resetBeforeEach();

const CSV =
  `${HEADER}\n` +
  'anna,anna@example.com,Anna,Alt,Passwort-1\n' + // line 2: unchanged
  'ben,ben@example.com,Ben,Berg,Passwort-2\n' + // line 3: changed
  'cleo,cleo@example.com,Cleo,Cole,Passwort-3\n'; // line 4: new (or a look-alike)

const stage = () => ({ staged: recordStagings(fake) });

async function opened() {
  useImportWizard.getState().openFile(file(CSV, 'klasse.csv'));
  await done();
  useImportWizard.getState().setOptions({ overwrite: true });
}

const methods = () =>
  fake.calls.map((c) => c.method).filter((m) => m === 'dryRun.run' || m === 'import.start' || m === 'uploads.begin');

describe('Start works from a current comparison', () => {
  it('without a prediction runs the dry run first, then sends only what changes', async () => {
    const { staged } = stage();
    answerComparison(fake, { kinds: ['unchanged', 'changed', 'new'] });
    await opened();
    expect(comparisonCurrent(useImportWizard.getState())).toBe(false);

    const job = await useImportWizard.getState().start();

    expect(job?.phase).toBe('uploading');
    // The comparison's staging and dry run first; the real upload after it is known.
    expect(methods()).toEqual(['uploads.begin', 'dryRun.run', 'uploads.begin', 'import.start']);
    expect(fake.callsOf('dryRun.run')[0]).toMatchObject({ uploadId: 'up-1', compare: { idColumn: 'custom1' } });
    // Anna is unchanged: not sent (her password is not reset by the overwrite); Ben and Cleo go.
    expect(staged[1]).toBe(
      'name,email,givenName,surName,password\r\nben,ben@example.com,Ben,Berg,Passwort-2\r\ncleo,cleo@example.com,Cleo,Cole,Passwort-3\r\n',
    );
    const started = fake.callsOf('import.start')[0] as Record<string, unknown>;
    expect(started).toMatchObject({
      dryRunId: 'up-1',
      receipt: { matching: { unchanged: 1, newPasswordsForExisting: 1 } },
    });
  });

  it('stops while look-alikes are undecided, naming their lines; decided, it sends without comparing again', async () => {
    stage();
    answerComparison(fake, {
      kinds: ['unchanged', 'changed', 'looksLike'],
      similar: [{ record: 2, users: [{ name: 'cleo.cole', email: 'cleo.cole@example.com' }] }],
    });
    await opened();

    expect(await useImportWizard.getState().start()).toBeNull();
    expect(methods()).toEqual(['uploads.begin', 'dryRun.run']);
    expect(undecidedLines(useImportWizard.getState())).toEqual([4]);

    const wizard = useImportWizard.getState();
    useLookAlikeDecisions
      .getState()
      .decide(wizard.file!, 4, { name: 'cleo.cole', email: 'cleo.cole@example.com' }, 'new');
    expect((await useImportWizard.getState().start())?.phase).toBe('uploading');
    expect(methods()).toEqual(['uploads.begin', 'dryRun.run', 'uploads.begin', 'import.start']);
    expect(fake.callsOf('import.start')[0]).toMatchObject({
      receipt: { matching: { lookAlikes: [{ line: 4, decision: 'new' }] } },
    });
  });

  it('a changed row drops the comparison: Start compares again', async () => {
    const { staged } = stage();
    answerComparison(fake, { kinds: ['unchanged', 'changed', 'new'] });
    await opened();
    await useImportWizard.getState().predict();
    await useImportWizard.getState().predictedRows('SKIPPED');
    expect(comparisonCurrent(useImportWizard.getState())).toBe(true);

    // Anna's class... her surname corrected: no longer what the server has.
    useImportWizard.getState().editCell(0, 3, 'Alt-Berg');
    await useImportWizard.getState().predictedRows('SKIPPED');
    expect(comparisonCurrent(useImportWizard.getState())).toBe(false);
    answerComparison(fake, { kinds: ['changed', 'changed', 'new'] });

    await useImportWizard.getState().start();
    expect(methods()).toEqual([
      'uploads.begin',
      'dryRun.run',
      'uploads.begin',
      'dryRun.run',
      'uploads.begin',
      'import.start',
    ]);
    // Compared again, Anna is changed now: she is sent.
    expect(staged[2]).toContain('anna,anna@example.com,Anna,Alt-Berg,Passwort-1');
  });

  it('the credential sheet compares first too: no password for the unchanged user', async () => {
    stage();
    answerComparison(fake, { kinds: ['unchanged', 'changed', 'new'] });
    const blank = CSV.replace(/Passwort-\d/g, '');
    useImportWizard.getState().openFile(file(blank, 'klasse.csv'));
    await done();
    useImportWizard.getState().setOptions({ overwrite: true, generatePasswords: true });
    await useImportWizard.getState().makeSheet();
    expect(methods()).toEqual(['uploads.begin', 'dryRun.run']);
    expect(useImportWizard.getState().sheet?.credentials.map((c) => c.name)).toEqual(['ben', 'cleo']);
    useImportWizard.getState().sheetSaved();
    // Start finds the comparison current: it does not compare again.
    await useImportWizard.getState().start();
    expect(methods()).toEqual(['uploads.begin', 'dryRun.run', 'uploads.begin', 'import.start']);
    useImportWizard.getState().setOptions({ generatePasswords: false });
  });

  it('a cancelled comparison sends nothing', async () => {
    stage();
    let finish: (value: unknown) => void = () => undefined;
    fake.handlers['uploads.discard'] = () => undefined;
    fake.handlers['dryRun.run'] = () => new Promise((resolve) => (finish = resolve));
    fake.handlers['dryRun.cancel'] = () => finish(Promise.reject({ code: 'cancelled', message: 'cancelled' }));
    await opened();
    const starting = useImportWizard.getState().start();
    await vi.waitFor(() => expect(useImportWizard.getState().prediction.dryRunId).toBe('up-1'));
    useImportWizard.getState().cancelPrediction();
    await expect(starting).rejects.toMatchObject({ code: 'cancelled' });
    expect(fake.callsOf('import.start')).toEqual([]);
  });
});
