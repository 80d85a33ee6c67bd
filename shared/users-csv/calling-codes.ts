/**
 * The country calling codes of ITU-T E.164 (the ITU's list of assigned codes), for reading a
 * number whose + a spreadsheet took off. Calling codes are a prefix code: no code is the
 * start of another, so a run of digits begins with at most one of them.
 *
 * Only geographic codes are listed: the shared codes (800 freephone, 870 Inmarsat, 881-883
 * global networks, 979 premium, ...) are left out, since no school's user has one and they
 * would only widen what a run of digits could be mistaken for.
 */
const CODES = new Set(
  [
    // Zone 1, the North American numbering plan; zone 7, Russia and Kazakhstan.
    '1 7',
    // Two digits.
    '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58',
    '60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98',
    // Zone 2: Africa, and the North Atlantic islands.
    '211 212 213 216 218 220 221 222 223 224 225 226 227 228 229 230 231 232 233 234 235 236',
    '237 238 239 240 241 242 243 244 245 246 247 248 249 250 251 252 253 254 255 256 257 258',
    '260 261 262 263 264 265 266 267 268 269 290 291 297 298 299',
    // Zones 3 and 4: Europe.
    '350 351 352 353 354 355 356 357 358 359 370 371 372 373 374 375 376 377 378 379 380 381',
    '382 383 385 386 387 389 420 421 423',
    // Zone 5: the Americas outside the North American numbering plan.
    '500 501 502 503 504 505 506 507 508 509 590 591 592 593 594 595 596 597 598 599',
    // Zone 6: Oceania.
    '670 672 673 674 675 676 677 678 679 680 681 682 683 685 686 687 688 689 690 691 692',
    // Zones 8 and 9: East, South and West Asia.
    '850 852 853 855 856 880 886 960 961 962 963 964 965 966 967 968 970 971 972 973 974 975',
    '976 977 992 993 994 995 996 998',
  ]
    .join(' ')
    .split(' '),
);

/** The calling code a run of digits begins with (at most one: the codes are a prefix code), or null. */
export function callingCodeOf(digits: string): string | null {
  for (let n = 1; n <= 3; n++) {
    const head = digits.slice(0, n);
    if (head.length === n && CODES.has(head)) return head;
  }
  return null;
}

/**
 * How many digits the national (significant) number has after the calling code, for the
 * countries the project knows (ITU national numbering plans; the +, the code and no trunk 0):
 *   DE 49: 6 to 13 (area code and subscriber number vary; 13 with an extension)
 *   AT 43: 6 to 13 (the same)
 *   CH 41: 9            LI 423: 7 or 9
 *   NL 31: 9            BE 32: 8 (fixed) or 9 (mobile)
 *   FR 33: 9
 */
export const NATIONAL_LENGTHS: Readonly<Record<string, readonly [min: number, max: number]>> = {
  '49': [6, 13],
  '43': [6, 13],
  '41': [9, 9],
  '423': [7, 9],
  '31': [9, 9],
  '32': [8, 9],
  '33': [9, 9],
};

/** LI has 7 and 9 digit numbers, never 8. */
const NOT_A_LENGTH: Readonly<Record<string, number>> = { '423': 8 };

/**
 * National number lengths of other countries whose plans are of one or two fixed lengths,
 * so that a run of their code's digits of another length is not taken for their number:
 * NANP 1 and RU/KZ 7: 10; GR 30: 10; ES 34: 9; RO 40: 9; GB 44: 9 or 10; DK 45: 8; NO 47:
 * 8; PL 48: 9; MX 52: 10; AU 61: 9; TR 90: 10; IN 91: 10; PT 351: 9; UA 380: 9; CZ 420: 9;
 * SK 421: 9. With the 12 digits in all that any code outside the known countries needs
 * (`OTHER_MIN_TOTAL`), the 11-digit ones among them (+1, +7, +34, +48, ...) never get a fix.
 */
export const OTHER_LENGTHS: Readonly<Record<string, readonly [min: number, max: number]>> = {
  '1': [10, 10],
  '7': [10, 10],
  '30': [10, 10],
  '34': [9, 9],
  '40': [9, 9],
  '44': [9, 10],
  '45': [8, 8],
  '47': [8, 8],
  '48': [9, 9],
  '52': [10, 10],
  '61': [9, 9],
  '90': [10, 10],
  '91': [10, 10],
  '351': [9, 9],
  '380': [9, 9],
  '420': [9, 9],
  '421': [9, 9],
};

/**
 * Whether the digits after a calling code are a national number of that code's length:
 * the known countries' own range; for any other code 12 to 15 digits in all (see
 * `OTHER_MIN_TOTAL` for why that bound), within the code's own lengths where listed.
 */
export function fitsCallingCode(code: string, national: string): boolean {
  if (national.startsWith('0')) return false;
  const known = NATIONAL_LENGTHS[code];
  if (known)
    return national.length >= known[0] && national.length <= known[1] && NOT_A_LENGTH[code] !== national.length;
  const total = code.length + national.length;
  if (total < OTHER_MIN_TOTAL || total > E164_MAX) return false;
  const own = OTHER_LENGTHS[code];
  return !own || (national.length >= own[0] && national.length <= own[1]);
}

/** E.164: at most 15 digits after the +. */
export const E164_MAX = 15;

/**
 * The fewest digits a number of a code outside the known countries must have to be read as
 * international: 12. A national number of the known countries that lost its leading 0 in a
 * spreadsheet has at most 11 digits but for rare extension numbers (a German mobile
 * `0151 12345678` becomes `15112345678`, which would read as a North American `+1 511 ...`;
 * Cologne's `0221 1234567` would read as Senegal's `+221`), so shorter runs are ambiguous and
 * get no fix. 12 to 15 digits still covers e.g. the UK (+44, 10 digits), Italy's mobiles,
 * Turkey, India and China.
 */
const OTHER_MIN_TOTAL = 12;

/**
 * The international form of a run of digits that lost its + (a spreadsheet reads `+4930123456`
 * as the number 4930123456), or null when the digits are not unambiguously one: they must
 * begin with a calling code (never with 0: `030 ...` is a national number, `00` the dialled
 * international prefix) and have that country's length (`fitsCallingCode`).
 */
export function internationalFromDigits(digits: string): string | null {
  if (!/^[1-9]\d*$/.test(digits) || digits.length > E164_MAX) return null;
  const code = callingCodeOf(digits);
  if (code === null) return null;
  return fitsCallingCode(code, digits.slice(code.length)) ? `+${digits}` : null;
}
