import { cut, transliterate } from './transliterate';

/**
 * Patterns that build a login name or an e-mail address from a person's names:
 * `{givenName}.{surName}`, `{givenName:1}{surName:8}`, `{name}@schule.example`. A field in
 * braces is replaced by the transliterated value (`transliterate.ts`); `:N` keeps at most its
 * first N characters (`{givenName:1}` the first letter). Everything else is taken as written.
 */
export type PatternTarget = 'name' | 'email';
export type PatternField = 'givenName' | 'surName' | 'name';
export const PATTERN_FIELDS: readonly PatternField[] = ['givenName', 'surName', 'name'];

export type PatternPart = { text: string } | { field: PatternField; max: number | null };

export interface NamePattern {
  /** The pattern as written (shown with each value it made). */
  source: string;
  target: PatternTarget;
  parts: PatternPart[];
}

export type PatternErrorCode =
  | 'empty'
  | 'unclosed-brace'
  | 'stray-brace'
  | 'unknown-field'
  | 'bad-length'
  | 'name-in-name'
  | 'bad-character'
  | 'no-field'
  | 'no-at'
  | 'two-at'
  | 'field-in-domain';

/** What is wrong with a pattern, and where: `column` counts characters from 1. */
export interface PatternError {
  code: PatternErrorCode;
  column: number;
  /** The placeholder or character at fault ('' for the whole pattern). */
  text: string;
}

/** Characters a name pattern may hold outside braces: the result must stay within a-z 0-9 . - _. */
const NAME_LITERAL = /^[a-z0-9._-]$/;
/** An e-mail pattern adds the @ and the domain. */
const EMAIL_LITERAL = /^[a-z0-9._\-@+]$/;

export function parsePattern(
  source: string,
  target: PatternTarget,
): { ok: true; pattern: NamePattern } | { ok: false; error: PatternError } {
  const fail = (code: PatternErrorCode, column: number, text = '') =>
    ({ ok: false, error: { code, column, text } }) as const;
  if (source.trim() === '') return fail('empty', 1);
  const parts: PatternPart[] = [];
  const literal = target === 'name' ? NAME_LITERAL : EMAIL_LITERAL;
  let at: number | null = null;
  for (let i = 0; i < source.length;) {
    const c = source[i]!;
    if (c === '{') {
      const close = source.indexOf('}', i + 1);
      const open = source.indexOf('{', i + 1);
      if (close === -1 || (open !== -1 && open < close)) return fail('unclosed-brace', i + 1, '{');
      const inner = source.slice(i + 1, close);
      const m = /^([A-Za-z]+)(?::(\d+))?$/.exec(inner);
      const field = m && (PATTERN_FIELDS as readonly string[]).includes(m[1]!) ? (m[1] as PatternField) : null;
      if (!field) return fail('unknown-field', i + 1, `{${inner}}`);
      if (field === 'name' && target === 'name') return fail('name-in-name', i + 1, `{${inner}}`);
      if (at !== null) return fail('field-in-domain', i + 1, `{${inner}}`);
      const max = m![2] === undefined ? null : Number(m![2]);
      if (max === 0) return fail('bad-length', i + 1, `{${inner}}`);
      parts.push({ field, max });
      i = close + 1;
      continue;
    }
    if (c === '}') return fail('stray-brace', i + 1, '}');
    if (!literal.test(c)) return fail('bad-character', i + 1, c);
    if (c === '@') {
      if (at !== null) return fail('two-at', i + 1, '@');
      at = i;
    }
    const last = parts[parts.length - 1];
    if (last && 'text' in last) last.text += c;
    else parts.push({ text: c });
    i++;
  }
  if (!parts.some((p) => 'field' in p)) return fail('no-field', 1);
  if (target === 'email' && at === null) return fail('no-at', source.length + 1);
  return { ok: true, pattern: { source, target, parts } };
}

/** A record's names as the pattern reads them. */
export type PatternValues = Partial<Record<PatternField, string>>;

/**
 * The value a pattern makes of a record's names, or null when a field it needs is blank (or
 * gives nothing in ASCII): then nothing is derived, and the empty mandatory value is reported.
 * `{name}` is taken as it is (already a login); the person's names are transliterated.
 */
export function renderPattern(pattern: NamePattern, values: PatternValues): string | null {
  let out = '';
  for (const part of pattern.parts) {
    if ('text' in part) {
      out += part.text;
      continue;
    }
    const raw = (values[part.field] ?? '').trim();
    const value = cut(part.field === 'name' ? raw.toLowerCase() : transliterate(raw), part.max);
    if (value === '') return null;
    out += value;
  }
  return out;
}

/**
 * The e-mail pattern an entry means: a pattern as written, or a bare domain
 * (`schule.example`, `@schule.example`) for `{name}@` that domain.
 */
export function emailPatternOf(entry: string): string {
  const trimmed = entry.trim();
  if (trimmed === '' || trimmed.includes('{')) return trimmed;
  return `{name}@${trimmed.replace(/^@/, '')}`;
}
