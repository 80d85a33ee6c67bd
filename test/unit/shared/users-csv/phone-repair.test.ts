import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NATIONAL_LENGTHS, OTHER_LENGTHS } from '../../../../shared/users-csv/calling-codes';
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
    // Digits that are neither the country's national form nor a whole international number:
    // putting the country's code before them would reach the wrong person.
    expect(repairPhone('3312345678', 'DE')).toBeNull();
    expect(repairPhone('2125551234', 'DE')).toBeNull();
    expect(repairPhone('030 123 ext. 5', 'DE')).toBeNull();
    expect(repairPhone('0', 'DE')).toBeNull();
    expect(repairPhone('', 'DE')).toBeNull();
    expect(repairPhone('000123456', 'DE')).toBeNull();
  });

  it('cleans the layout without a country', () => {
    for (const v of ['+49 171 1234567', '+12', '+41 44 668 18 00']) expect(repairPhone(v)).toBe(cleanPhone(v));
  });

  it('puts back the + a spreadsheet took off, without a country', () => {
    // The template's example after LibreOffice Calc read it as a number.
    expect(repairPhone('4930123456')).toBe('+4930123456');
    expect(repairPhone('491711234567')).toBe('+491711234567');
    expect(repairPhone('436641234567')).toBe('+436641234567');
    expect(repairPhone('41446681800')).toBe('+41446681800');
    expect(repairPhone('4232345678')).toBe('+4232345678');
    expect(repairPhone('31612345678')).toBe('+31612345678');
    expect(repairPhone('3221234567')).toBe('+3221234567');
    expect(repairPhone('32470123456')).toBe('+32470123456');
    expect(repairPhone('33123456789')).toBe('+33123456789');
    // With a country chosen, a foreign number without its + is read the same way.
    expect(repairPhone('33123456789', 'DE')).toBe('+33123456789');
    // Any other country's code, with 12 to 15 digits in all: the UK, Italy, India.
    expect(repairPhone('447700900123')).toBe('+447700900123');
    expect(repairPhone('393123456789')).toBe('+393123456789');
    expect(repairPhone('44 7700 900123')).toBe('+447700900123');
  });

  it('gives no + without a country where the digits may be something else', () => {
    // National numbers: a leading 0 (trunk prefix) or 00 (the dialled international prefix).
    for (const v of ['030 1234567', '0301234567', '004930123456', '01711234567']) expect(repairPhone(v)).toBeNull();
    // Not the country's length: CH, NL and FR have 9 digits after the code, LI 7 or 9, BE 8 or 9.
    for (const v of ['4144668180', '414466818000', '3161234567', '331234567890', '42323456789', '322123456'])
      expect(repairPhone(v)).toBeNull();
    // The code followed by a 0 is no number; DE needs at least 6 digits after 49.
    expect(repairPhone('49030123456')).toBeNull();
    expect(repairPhone('4912345')).toBeNull();
    // A German mobile or Cologne number that lost its 0 reads as +1 or +221: under 12 digits, no fix.
    expect(repairPhone('15112345678')).toBeNull();
    expect(repairPhone('2211234567')).toBeNull();
    // No calling code begins with these (28x, 42x but 420, 421, 423 are unassigned), nor over 15 digits.
    expect(repairPhone('281234567890')).toBeNull();
    expect(repairPhone('425123456789')).toBeNull();
    expect(repairPhone('4930123456789012')).toBeNull();
    // Codes whose numbers have one length: +1 and +7 have 10 digits after the code, +34 has 9.
    expect(repairPhone('1234567890123')).toBeNull();
    expect(repairPhone('79161234567')).toBeNull();
    expect(repairPhone('346123456789')).toBeNull();
    // Turkey (+90, 10 digits) and the UK (+44, 10 digits) with their own lengths.
    expect(repairPhone('905321234567')).toBe('+905321234567');
    expect(repairPhone('4477009001234')).toBeNull();
  });

  it('repairs a valid international number with its + removed back to itself', () => {
    // The known countries with a national number of their own length (no leading 0), with a
    // chosen country or none.
    const known = fc.constantFrom(...(Object.entries(NATIONAL_LENGTHS) as [string, readonly [number, number]][]));
    const number = known.chain(([code, [min, max]]) =>
      fc
        .integer({ min, max })
        .filter((n) => !(code === '423' && n === 8))
        .chain((n) => fc.stringMatching(new RegExp(`^[1-9][0-9]{${n - 1}}$`)))
        .map((national) => `+${code}${national}`),
    );
    // Other countries with a fixed plan, at lengths of 12 digits or more in all.
    const other = fc
      .constantFrom(
        ...(Object.entries(OTHER_LENGTHS) as [string, readonly [number, number]][]).filter(
          ([code, [, max]]) => code.length + max >= 12,
        ),
      )
      .chain(([code, [min, max]]) =>
        fc
          .integer({ min: Math.max(min, 12 - code.length), max })
          .chain((n) => fc.stringMatching(new RegExp(`^[1-9][0-9]{${n - 1}}$`)))
          .map((national) => `+${code}${national}`),
      );
    const country = fc.option(fc.constantFrom(...(Object.keys(PHONE_COUNTRIES) as PhoneCountry[])), { nil: undefined });
    fc.assert(
      fc.property(fc.oneof(number, other), country, (international, cc) => {
        expect(repairPhone(international.slice(1), cc)).toBe(international);
      }),
    );
  });

  it('never gives a + to a number with a leading 0 without a country', () => {
    const layout = fc.constantFrom('', ' ', '-', '/', '.');
    const groups = fc.array(fc.tuple(fc.stringMatching(/^[0-9]{1,4}$/), layout), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(groups, (parts) => {
        const value = '0' + parts.map(([d, s]) => d + s).join('');
        expect(repairPhone(value)).toBeNull();
      }),
    );
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
