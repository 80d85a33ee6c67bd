/**
 * The pupil style of generated passwords: what a teacher can read aloud to a ten-year-old and
 * the child can type on a tablet. Two made-up words of consonant-vowel syllables, then
 * digits ("bamo" "kesu" "47": `bamokesu47`); capitals, a hyphen between the words and
 * exclamation marks at the end only where the organization's policy asks for them, so the
 * password stays within it. No 0/O or 1/l/I; no letter that is spelled unlike it sounds
 * (c, q, x), that German and English read differently (j, v, w, y) or that German and English
 * keyboards swap (y, z); never a character that starts a spreadsheet formula in front.
 *
 * Length: the policy's minimum or 10, whichever is larger (more when the classes the policy
 * requires need it), and up to two characters more, at random; never past the policy's
 * maximum. A 10-character password without rules has about 31 bits (four syllables of
 * 12 x 5, two digits of 8, and the length): enough for a first sign-in the organization
 * protects further, which is what it is for; the strong style stays the default.
 */
import type { PasswordRules } from './password-policy';

export const PUPIL_ALPHABET = {
  consonants: 'bdfghkmnprst',
  vowels: 'aeiou',
  /** Capital vowels without I and O (mistaken for l, 1 and 0). */
  upperVowels: 'AEU',
  digits: '23456789',
  /** Between the two words (never first: a leading hyphen starts a formula). */
  separator: '-',
  /** Further symbols, at the end: on a tablet's first keyboard page. */
  trailing: '!',
} as const;

/** The shortest length a pupil password aims at, whatever the policy's minimum. */
export const PUPIL_MIN_LENGTH = 10;
/** How much longer than its aim a pupil password may be. */
export const PUPIL_SLACK = 2;

/** The shortest and longest pupil password for the rules (they must be satisfiable). */
export function pupilLengthBounds(rules: PasswordRules): { min: number; max: number } {
  const required = rules.digits + rules.lower + rules.upper + rules.symbols;
  const min = Math.min(rules.max, Math.max(rules.min, PUPIL_MIN_LENGTH, required));
  return { min, max: Math.min(rules.max, min + PUPIL_SLACK) };
}

/** Digits a password gets beyond the policy's: up to two, while four letters stay. */
const EXTRA_DIGITS = 2;
const KEPT_LETTERS = 4;

/** A maker of pupil passwords from uniform draws; the caller checks each against the policy. */
export function pupilPasswords(rules: PasswordRules, draw: (n: number) => number): () => string {
  const bounds = pupilLengthBounds(rules);
  const required = rules.digits + rules.lower + rules.upper + rules.symbols;
  const pick = (alphabet: string) => alphabet[draw(alphabet.length)]!;
  return () => {
    const length = bounds.min + draw(bounds.max - bounds.min + 1);
    const free = length - required;
    const digits = rules.digits + Math.max(0, Math.min(EXTRA_DIGITS - rules.digits, free - KEPT_LETTERS));
    // letters >= upper + lower: the required classes fit (length >= required).
    const letters = length - digits - rules.symbols;
    const first = Math.ceil(letters / 2);
    const chars: string[] = [];
    for (let i = 0; i < letters; i++) {
      const inWord = i < first ? i : i - first;
      chars.push(pick(inWord % 2 === 0 ? PUPIL_ALPHABET.consonants : PUPIL_ALPHABET.vowels));
    }
    capitalize(chars, first, rules.upper, pick);
    const words = [chars.slice(0, first).join(''), chars.slice(first).join('')];
    let symbols = rules.symbols;
    let out = words[0]!;
    if (symbols > 0 && words[0] !== '' && words[1] !== '') {
      out += PUPIL_ALPHABET.separator;
      symbols--;
    }
    out += words[1];
    for (let i = 0; i < digits; i++) out += pick(PUPIL_ALPHABET.digits);
    return out + PUPIL_ALPHABET.trailing.repeat(symbols);
  };
}

/**
 * Makes `count` letters capitals: each word's first letter, then the other consonants, then
 * vowels (drawn again from the capitals that cannot be mistaken).
 */
function capitalize(chars: string[], second: number, count: number, pick: (alphabet: string) => string): void {
  if (count === 0) return;
  const isVowel = (i: number) => (i < second ? i : i - second) % 2 === 1;
  const order = [0, ...(second < chars.length ? [second] : [])];
  for (let i = 0; i < chars.length; i++) if (!isVowel(i) && !order.includes(i)) order.push(i);
  for (let i = 0; i < chars.length; i++) if (isVowel(i)) order.push(i);
  for (const i of order.slice(0, count))
    chars[i] = isVowel(i) ? pick(PUPIL_ALPHABET.upperVowels) : chars[i]!.toUpperCase();
}
