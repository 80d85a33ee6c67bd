import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../../shared/i18n/translator';
import { describeStartCheck, isLeaversStart } from '../../../../shared/jobs/start-check-wording';
import type { JobPart, StartCheck, StartCheckOutcome } from '../../../../shared/models/job';

// The finding of a look at the server for the part that deactivates the users not in the
// file: worded about being deactivated, never about the file's logins being there.

const leavers = (outcome: StartCheckOutcome, found: number, of: number): StartCheck => ({
  at: 1,
  basis: 'leavers',
  found,
  of,
  outcome,
});

describe('the finding of an unconfirmed start of the deactivation', () => {
  it.each([
    ['ran', 5, 5, /^The deactivation ran: 5 of 5 users not in the file are deactivated on the server\.$/],
    [
      'not-ran',
      0,
      5,
      /^None of the 5 users not in the file is deactivated on the server: .*starting it again is safe\.$/,
    ],
    ['partial', 2, 5, /^The deactivation ran, or is still running: 2 of 5 .* Starting again is not safe/],
    ['unknown', 0, 0, /cannot tell whether the deactivation ran\. Check them in the portal\.$/],
  ] as const)('%s, in English', (outcome, found, of, said) => {
    const text = describeStartCheck(leavers(outcome, found, of), createTranslator('en'));
    expect(text).toMatch(said);
    expect(text).not.toContain("file's users");
  });

  it.each([
    ['ran', 5, 5, /^Die Deaktivierung wurde ausgeführt: 5 von 5 Benutzern/],
    ['not-ran', 0, 5, /^Keiner der 5 Benutzer, die nicht in der Datei stehen, ist auf dem Server deaktiviert/],
    ['partial', 2, 5, /^Die Deaktivierung wurde ausgeführt oder läuft noch: 2 von 5/],
    ['unknown', 0, 0, /Prüfen Sie sie im Portal\.$/],
  ] as const)('%s, in German', (outcome, found, of, said) => {
    expect(describeStartCheck(leavers(outcome, found, of), createTranslator('de'))).toMatch(said);
  });

  it("tells the leavers part's unconfirmed start from a file part's", () => {
    const part = (source: JobPart['source'], phase: JobPart['phase']) => ({ source, phase }) as JobPart;
    expect(
      isLeaversStart({ phase: 'unconfirmed', parts: [part('upload', 'finished'), part('leavers', 'unconfirmed')] }),
    ).toBe(true);
    expect(
      isLeaversStart({ phase: 'unconfirmed', parts: [part('upload', 'unconfirmed'), part('leavers', null)] }),
    ).toBe(false);
    expect(
      isLeaversStart({ phase: 'finished', parts: [part('upload', 'finished'), part('leavers', 'finished')] }),
    ).toBe(false);
  });
});
