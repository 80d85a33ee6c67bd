import { describe, expect, it } from 'vitest';
import { exportNotesText } from '../../../../shared/jobs/export-note-wording';
import { createTranslator } from '../../../../shared/i18n/translator';
import type { ExportNote } from '../../../../shared/models/files';

const ALL: ExportNote[] = [
  { code: 'passwords-empty', params: {} },
  { code: 'lines-unmatched', params: { count: 2 } },
  { code: 'no-failed-lines', params: {} },
  { code: 'all-reached', params: {} },
];

describe('the notes about an exported file', () => {
  it('are worded in English and German, each code a sentence of its own', () => {
    const en = createTranslator('en');
    const de = createTranslator('de');
    expect(exportNotesText([ALL[0]!, ALL[1]!], en)).toBe(
      'The password column is empty: the app never stores passwords and no longer holds this upload in memory. Fill in the passwords before importing again. ' +
        '2 failed lines could not be matched to a row of the upload (the server gave no usable line number) and are not in the file.',
    );
    expect(exportNotesText([{ code: 'lines-unmatched', params: { count: 1 } }], de)).toBe(
      '1 fehlgeschlagene Zeile ließ sich keiner Zeile des Uploads zuordnen (der Server nannte keine brauchbare Zeilennummer) und fehlt in der Datei.',
    );
    for (const note of ALL) {
      const german = exportNotesText([note], de);
      expect(german).not.toContain('export.note');
      expect(german).not.toBe(exportNotesText([note], en));
    }
  });

  it('are nothing when there are none', () => {
    expect(exportNotesText(undefined, createTranslator('en'))).toBe('');
  });
});
