import { describe, expect, it } from 'vitest';
import { fileProblemText } from '../../../../shared/errors/file-problem';
import { describeNotice } from '../../../../shared/errors/notice-wording';
import { createTranslator } from '../../../../shared/i18n/translator';

describe("a damaged file's problem", () => {
  it('is worded from its code in English and German, quoting nothing of the file', () => {
    const { t: en } = createTranslator('en');
    const { t: de } = createTranslator('de');
    expect(fileProblemText({ problem: 'json-cut-off' }, en)).toBe(
      'it is not valid JSON (it ends too early, as if cut off)',
    );
    expect(fileProblemText({ problem: 'not-json', at: 7 }, de)).toBe('sie ist kein gültiges JSON (bei Zeichen 7)');
    expect(fileProblemText({ problem: 'shape', where: 'profiles.0.kind' }, de)).toBe(
      'sie hat bei profiles.0.kind nicht den erwarteten Aufbau',
    );
    expect(fileProblemText({ problem: 'something else' }, en)).toBeNull();
  });

  it('reads in German in the file-damaged notice, with no English left', () => {
    const text = describeNotice(
      { code: 'file-damaged', params: { file: 'prefs.json', problem: 'json-cut-off', movedTo: 'x' } },
      'app',
      createTranslator('de'),
    );
    expect(text).toBe(
      'prefs.json war beschädigt: sie ist kein gültiges JSON (sie endet zu früh, wie abgeschnitten). Die Datei wurde nach x verschoben und neu angelegt.',
    );
  });
});
