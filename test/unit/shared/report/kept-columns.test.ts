import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../../shared/i18n/translator';
import { keptColumnsText } from '../../../../shared/report/kept-columns';

describe('keptColumnsText', () => {
  it('words a kept line\u2019s changed columns with the Changes view\u2019s names, in English and German', () => {
    expect(keptColumnsText('surName,position', createTranslator('en').t)).toBe('Changed: Surname, Position');
    expect(keptColumnsText('phone', createTranslator('de').t)).toBe('Geändert: Telefon');
    // A column it does not know is named as core kept it.
    expect(keptColumnsText('custom3', createTranslator('en').t)).toBe('Changed: custom3');
  });
});
