import { E164_MAX, internationalFromDigits } from './calling-codes';
import { cleanPhone } from './value-checks';

/**
 * Countries whose numbers a phone fix can put into the international form the spec asks
 * for (+ and digits): each dials 0 before a national number (the trunk prefix) and 00 before
 * a country code.
 */
export const PHONE_COUNTRIES = {
  DE: '49',
  AT: '43',
  CH: '41',
  LI: '423',
  NL: '31',
  BE: '32',
  FR: '33',
} as const;

export type PhoneCountry = keyof typeof PHONE_COUNTRIES;

export function isPhoneCountry(code: string): code is PhoneCountry {
  return Object.prototype.hasOwnProperty.call(PHONE_COUNTRIES, code);
}

/** Fewer than 6 digits after the + is no reachable number. */
const MIN_DIGITS = 6;

/**
 * A phone number in the international form, or null when no safe fix exists.
 *
 * Without a country:
 *   `+49 171 1234567`   (the layout: spaces, dashes, dots, slashes, brackets) -> +491711234567
 *   `4930123456`        (a spreadsheet's number, its + taken as a sign)        -> +4930123456
 * The second only when the digits begin with an ITU calling code and have that country's
 * length (`internationalFromDigits` in calling-codes.ts): DE, AT, CH, LI, NL, BE and FR by
 * their own national number lengths, any other code only with 12 to 15 digits in all (where
 * no national number of those countries that lost its leading 0 can be meant) and the code's
 * own length where its plan has a fixed one (+1, +7, +44, +90, ...). A number that
 * begins with 0 is a national number (or `00`, the dialled international prefix) and is
 * never given a + without a country.
 *
 * With a country, also the forms that lost or never had the country code:
 *   `030 1234567`        (trunk prefix 0)           -> +49301234567
 *   `0049 171 1234567`   (international prefix 00)  -> +491711234567
 *   `4930...`            (the country's own code, any plausible length) -> +4930...
 *   `+49 (0)30 1234567`  (the national 0 in brackets) -> +49301234567
 * Digits that start with neither 0 nor the country's code get the country-free fix or none:
 * the country's code is never put before them, as they may be a foreign number without its +
 * and guessing would reach the wrong person.
 */
export function repairPhone(value: string, country?: PhoneCountry): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const withoutTrunk = country ? trimmed.replace(/^(\+\d{1,3})\s*\(0\)/, '$1') : trimmed;
  const clean = cleanPhone(withoutTrunk);
  if (clean !== null) return country ? plausible(clean) : clean;
  const digits = withoutTrunk.replace(/[\s\-./()[\]]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (country) {
    const code = PHONE_COUNTRIES[country];
    if (digits.startsWith('00')) return plausible(`+${digits.slice(2)}`);
    if (digits.startsWith('0')) return plausible(`+${code}${digits.slice(1)}`);
    if (digits.startsWith(code)) return plausible(`+${digits}`);
  }
  return internationalFromDigits(digits);
}

function plausible(international: string): string | null {
  const n = international.length - 1;
  return n >= MIN_DIGITS && n <= E164_MAX && international[1] !== '0' ? international : null;
}
