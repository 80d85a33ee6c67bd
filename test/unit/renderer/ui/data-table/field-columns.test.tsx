// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_FIELDS, ORG_REQUEST_FIELDS } from '../../../../../shared/api/fields/index';
import { formatDate } from '../../../../../shared/i18n/format';
import type { ServerRecord } from '../../../../../shared/models/query';
import { fieldColumn, fieldColumnChoices } from '../../../../../renderer/ui/data-table/field-columns';
import type { ListColumns } from '../../../../../renderer/ui/data-table/field-columns';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import { renderWithMantine } from '../../render';

const devices: ListColumns = { fields: DEVICE_FIELDS, defaults: ['name', 'platform'] };
const requests: ListColumns = { fields: ORG_REQUEST_FIELDS, defaults: ['name'], never: '' };
const AT = Date.UTC(2026, 1, 1, 12);
const row: ServerRecord = {
  name: 'ipad-1',
  platform: 'MACOS',
  ownership: 'BYOD',
  loanUntil: AT,
  supervised: false,
  batteryLevel: 0.85,
  openActions: 12345,
  orgaAddress: { address: 'Hauptstraße 1', city: 'Berlin' },
  assetTag: 'A-1',
};
const text = (list: ListColumns, field: string, language: 'en' | 'de' = 'en') => {
  const node = fieldColumn(list, field, AT, language).render!(row);
  const view = renderWithMantine(<div data-testid="cell">{node}</div>);
  const content = view.getByTestId('cell').textContent;
  view.unmount();
  return content;
};

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('columns from the field registry', () => {
  it('renders each field by its kind: a date localized, enum values and yes/no by name, numbers in the language', async () => {
    expect(text(devices, 'loanUntil')).toContain(formatDate('en', AT));
    expect(fieldColumn(devices, 'loanUntil').defaultAscending).toBe(false);
    expect(text(devices, 'platform')).toBe('macOS');
    expect(text(devices, 'ownership')).toBe('Personal (BYOD)');
    expect(text(devices, 'supervised')).toBe('No');
    expect(text(devices, 'batteryLevel')).toBe('85%');
    expect(text(devices, 'openActions')).toBe('12,345');
    await changeLanguage('de');
    expect(text(devices, 'loanUntil', 'de')).toContain(formatDate('de', AT));
    expect(text(devices, 'ownership', 'de')).toBe('Privatgerät (BYOD)');
    expect(text(devices, 'supervised', 'de')).toBe('Nein');
    expect(text(devices, 'batteryLevel', 'de')).toBe('85\u00a0%');
    expect(text(devices, 'openActions', 'de')).toBe('12.345');
    expect(fieldColumn(devices, 'loanUntil', 0, 'de').label).toBe('Ausgeliehen bis');
  });

  it('shows nested values as text and does not sort by them; names a field it does not know from its name', () => {
    expect(text(requests, 'orgaAddress')).toBe('Hauptstraße 1, Berlin');
    expect(fieldColumn(requests, 'orgaAddress').sortable).toBe(false);
    expect(fieldColumn(requests, 'name').sortable).toBeUndefined();
    expect(fieldColumn(devices, 'assetTag').label).toBe('Asset tag');
    expect(text(devices, 'assetTag')).toBe('A-1');
  });

  it('offers the defaults first, then every other field seen, by name', () => {
    const choices = fieldColumnChoices(devices, [row], ['name', 'platform'], 'en').map((c) => c.label);
    expect(choices.slice(0, 2)).toEqual(['Name', 'Platform']);
    expect(choices.slice(2)).toEqual([...choices.slice(2)].sort((a, b) => a.localeCompare(b, 'en-US')));
    expect(choices).toContain('On loan until');
    expect(choices).toContain('Battery');
  });
});
