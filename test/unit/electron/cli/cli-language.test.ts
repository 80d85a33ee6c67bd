import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../../electron/cli/run-cli';
import { cliTranslator } from '../../../../electron/cli/cli-language';
import { describeJob } from '../../../../electron/cli/commands/job-outcome';
import { createProgress, progressLine } from '../../../../electron/cli/commands/job-progress';
import { cliMessage } from '../../../../electron/cli/connection-options';
import { AppError } from '../../../../electron/core/index';
import { cliJob } from './cli-job';
import type { JobRecord } from '../../../../shared/models/job';
import { memoryIo } from './memory-io';

/** A finished job: 7 of 10 lines stored, 2 skipped, 1 failed. */
const job = (patch: Partial<JobRecord> = {}): JobRecord =>
  cliJob({
    phase: 'finished',
    serverStatus: 'FINISHED',
    counts: { total: 10, success: 7, skipped: 2, failure: 1 },
    ...patch,
  });

const german = { LANG: 'de_DE.UTF-8' };

describe("the CLI's language", () => {
  it('follows LC_ALL, LC_MESSAGES and LANG', () => {
    expect(cliTranslator(german).language).toBe('de');
    expect(cliTranslator({ ...german, LC_ALL: 'C' }).language).toBe('en');
    expect(cliTranslator({ LC_MESSAGES: 'de_AT' }).language).toBe('de');
    expect(cliTranslator().language).toBe('en');
  });

  it('words the job line, the progress and the errors in German; the English lines are unchanged', () => {
    expect(describeJob(job())).toBe('finished: 7 stored, 2 skipped, 1 failed of 10');
    expect(describeJob(job(), cliTranslator(german))).toBe(
      'fertig: 7 gespeichert, 2 übersprungen, 1 fehlgeschlagen von 10',
    );
    expect(progressLine(job({ phase: 'starting' }), cliTranslator(german))).toBe('Importauftrag wird gestartet');
    const refused = new AppError('refused', { host: 'mdm.local', port: 443 });
    expect(cliMessage(refused, german)).toBe(
      'mdm.local hat die Verbindung auf Port 443 abgelehnt. Läuft der Server, und stimmt der Port in der Basis-URL?',
    );
    expect(cliMessage(refused)).toContain('mdm.local refused the connection on port 443');
  });

  it('draws the progress in the language of the environment it was given', () => {
    const io = memoryIo(german);
    const progress = createProgress(io);
    progress.update(
      job({ phase: 'running', serverStatus: 'RUNNING', counts: { total: 10, success: 5, skipped: 0, failure: 0 } }),
    );
    expect(io.err()).toContain('5/10 Zeilen');
  });

  it('lists the offline findings of validate and import-users in German', async () => {
    const fixtures = path.resolve(__dirname, '../../../fixtures/csv');
    const validate = memoryIo(german, fixtures);
    expect(await runCli(['validate', 'bad-values.csv'], validate)).toBe(1);
    const report = validate.out();
    expect(report).toContain('Datei: bad-values.csv');
    expect(report).toMatch(/Befunde: \d+ Fehler, \d+ Warnung/);
    expect(report).toMatch(
      /Zeile \d+, Spalte „email“: Fehler \[email\] email „[^“]+“ ist keine gültige E-Mail-Adresse\./,
    );
    expect(report).not.toMatch(/is not a valid e-mail address/);

    const english = memoryIo({ LANG: 'en_US.UTF-8' }, fixtures);
    await runCli(['validate', 'bad-values.csv'], english);
    expect(english.out()).toMatch(
      /line \d+, column "email": error \[email\] email "[^"]+" is not a valid e-mail address\./,
    );

    const importing = memoryIo({ ...german, MDM_TOKEN: 'tok-unused' }, fixtures);
    expect(await runCli(['import-users', 'bad-values.csv', '--base-url', 'https://mdm.invalid'], importing)).toBe(1);
    expect(importing.out()).toMatch(/bad-values\.csv: \d+ Fehler offline gefunden; es wurde nichts hochgeladen\./);
    expect(importing.out()).toMatch(/Zeile \d+, Spalte „email“: email „[^“]+“ ist keine gültige E-Mail-Adresse\./);
  });

  it('never changes --format json output or exit codes with the language', async () => {
    const fixtures = path.resolve(__dirname, '../../../fixtures/csv');
    const run = async (env: Record<string, string>) => {
      const io = memoryIo(env, fixtures);
      const code = await runCli(['validate', 'german-headers.csv', '--format', 'json'], io);
      return { code, out: io.out() };
    };
    expect(await run(german)).toEqual(await run({ LANG: 'en_US.UTF-8' }));
  });
});
