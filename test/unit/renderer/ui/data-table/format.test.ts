import { describe, expect, it } from 'vitest';
import { formatValue, humanizeField } from '../../../../../renderer/ui/data-table/format';

describe('formatValue and humanizeField', () => {
  it('shows any server value as text', () => {
    expect(formatValue(null)).toBe('');
    expect(formatValue(true)).toBe('true');
    expect(formatValue([{ name: 'g' }])).toBe('[{"name":"g"}]');
  });
  it('turns field names into labels', () => {
    expect(humanizeField('lastIpAddress')).toBe('Last ip address');
    expect(humanizeField('orgaAdminEmail')).toBe('Orga admin email');
    expect(humanizeField('isDEPDevice')).toBe('Is dep device');
  });
});
