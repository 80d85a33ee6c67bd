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

/** E.164: at most 15 digits after the +; fewer than 6 is no reachable number. */
const MIN_DIGITS = 6;
const MAX_DIGITS = 15;

/**
 * A phone number in the international form, or null when no safe fix exists. Without a
 * country only the layout is cleaned (`+49 171 1234567` to `+491711234567`: `cleanPhone`).
 * With one, the forms that lost or never had the country code are repaired too:
 *   `030 1234567`        (trunk prefix 0)           -> +49301234567
 *   `0049 171 1234567`   (international prefix 00)  -> +491711234567
 *   `4930123456`         (a spreadsheet's number, its + taken as a sign) -> +4930123456
 *   `+49 (0)30 1234567`  (the national 0 in brackets) -> +49301234567
 * A number that starts with neither 0 nor the country's code is left alone: it may be a
 * foreign number without its +, and guessing would reach the wrong person.
 */
export function repairPhone(value: string, country?: PhoneCountry): string | null {
  // Without a country: the layout clean-up the phone rule has always offered, unchanged.
  if (!country) return cleanPhone(value);
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const withoutTrunk = trimmed.replace(/^(\+\d{1,3})\s*\(0\)/, '$1');
  const clean = cleanPhone(withoutTrunk);
  if (clean !== null) return plausible(clean);
  const digits = withoutTrunk.replace(/[\s\-./()[\]]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const code = PHONE_COUNTRIES[country];
  if (digits.startsWith('00')) return plausible(`+${digits.slice(2)}`);
  if (digits.startsWith('0')) return plausible(`+${code}${digits.slice(1)}`);
  if (digits.startsWith(code)) return plausible(`+${digits}`);
  return null;
}

function plausible(international: string): string | null {
  const n = international.length - 1;
  return n >= MIN_DIGITS && n <= MAX_DIGITS && international[1] !== '0' ? international : null;
}
