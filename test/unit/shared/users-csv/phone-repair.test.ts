import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_COUNTRIES, repairPhone } from '../../../../shared/users-csv/phone-repair';
import type { PhoneCountry } from '../../../../shared/users-csv/phone-repair';
import { cleanPhone, isInternationalPhone } from '../../../../shared/users-csv/value-checks';

describe('phone repair', () => {
  it('repairs the national forms of DE, AT and CH', () => {
    expect(repairPhone('4930123456', 'DE')).toBe('+4930123456');
    expect(repairPhone('030 1234567', 'DE')).toBe('+49301234567');
    expect(repairPhone('0049 171 1234567', 'DE')).toBe('+491711234567');
    expect(repairPhone('+49 171 1234567', 'DE')).toBe('+491711234567');
    expect(repairPhone('+49 (0)30 1234567', 'DE')).toBe('+49301234567');
    expect(repairPhone('(030) 123-45-67', 'DE')).toBe('+49301234567');
    expect(repairPhone('01 5123456', 'AT')).toBe('+4315123456');
    expect(repairPhone('00436641234567', 'AT')).toBe('+436641234567');
    expect(repairPhone('044 668 18 00', 'CH')).toBe('+41446681800');
    expect(repairPhone('41446681800', 'CH')).toBe('+41446681800');
  });

  it('offers no fix it cannot be sure of', () => {
    // A foreign number without its +: guessing would reach the wrong person.
    expect(repairPhone('33123456789', 'DE')).toBeNull();
    expect(repairPhone('030 123 ext. 5', 'DE')).toBeNull();
    expect(repairPhone('0', 'DE')).toBeNull();
    expect(repairPhone('', 'DE')).toBeNull();
    expect(repairPhone('000123456', 'DE')).toBeNull();
  });

  it('cleans the layout only, as before, without a country', () => {
    for (const v of ['030 1234567', '+49 171 1234567', '4930123456', '+12']) expect(repairPhone(v)).toBe(cleanPhone(v));
  });

  it('gives the international form, and leaves it as it is', () => {
    const country = fc.constantFrom(...(Object.keys(PHONE_COUNTRIES) as PhoneCountry[]));
    const layout = fc.constantFrom('', ' ', '-', '/', '.');
    const number = fc.tuple(
      fc.constantFrom('0', '00', '+', ''),
      fc.array(fc.tuple(fc.stringMatching(/^[0-9]{1,4}$/), layout), { minLength: 1, maxLength: 5 }),
    );
    fc.assert(
      fc.property(number, country, ([prefix, groups], cc) => {
        const value = prefix + groups.map(([d, s]) => d + s).join('');
        const fixed = repairPhone(value, cc);
        if (fixed === null) return;
        expect(isInternationalPhone(fixed)).toBe(true);
        expect(fixed.length - 1).toBeLessThanOrEqual(15);
        expect(repairPhone(fixed, cc)).toBe(fixed);
        // The digits are the number's own, with the country code for a trunk prefix.
        const digits = value.replace(/\D/g, '');
        if (digits.startsWith('0') && !digits.startsWith('00'))
          expect(fixed).toBe(`+${PHONE_COUNTRIES[cc]}${digits.slice(1)}`);
      }),
    );
  });
});
