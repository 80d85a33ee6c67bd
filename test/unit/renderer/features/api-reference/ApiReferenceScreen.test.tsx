// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../../../shared/api/endpoints';
import { MESSAGES } from '../../../../../shared/i18n/catalogue';
import { ApiReferenceScreen } from '../../../../../renderer/features/api-reference/ApiReferenceScreen';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import { installFakeBridge } from '../../fake-bridge';
import { renderWithMantine } from '../../render';

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('the API reference', () => {
  it('has German prose for every endpoint core lists, those beyond the specification included', () => {
    const missing: string[] = [];
    for (const e of ENDPOINTS) {
      for (const part of ['title', 'purpose', 'response'])
        if (!MESSAGES[`apiRef.${e.id}.${part}`]?.de) missing.push(`apiRef.${e.id}.${part}`);
      if (!/^\d/.test(e.section) && !MESSAGES[`apiRef.section.${e.section}`]?.de) missing.push(e.section);
    }
    expect(missing).toEqual([]);
  });

  it('shows the user lookup in German, under where it is known from', async () => {
    const fake = installFakeBridge();
    fake.handlers['api.endpoints'] = () => ENDPOINTS;
    await changeLanguage('de');
    renderWithMantine(<ApiReferenceScreen />);
    const card = await screen.findByTestId('endpoint-queryUsers');
    expect(card.querySelector('h3')?.textContent).toBe('Echte Server: Benutzer nachschlagen');
    expect(card.textContent).not.toContain('Finds the organization');
    const spec = screen.getByTestId('endpoint-queryDevices');
    expect(spec.querySelector('h3')?.textContent).toBe('4.6 Geräte einer Organisation abfragen');
  });
});
