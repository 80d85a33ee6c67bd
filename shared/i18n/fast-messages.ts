/**
 * The catalogues' plain messages put together without i18next: a message whose placeholders
 * are all plain `{{name}}` (no format, no nesting), called with a string or number for each,
 * is its pieces joined, and a plural one picks `one` or `other` by Intl.PluralRules as
 * i18next does. i18next's `t` costs tens of microseconds a call, which a command printing a
 * line per record (100,000 predictions of a dry run, the findings of a big file) paid in
 * seconds. Anything else (formats, missing values, unknown keys) returns undefined and goes
 * to i18next; a property test keeps both answers equal for every message.
 */
import { isPlural } from './define';
import type { MessageText } from './define';
import type { Language } from './language';
import { messageTable } from './message-tables';

type Params = Record<string, string | number | null | undefined>;

/** Literal text and placeholder names, alternating: text, name, text, ..., text. */
type Template = readonly string[];

/** A message's template(s), or null when it needs i18next. */
type Compiled = Template | { one: Template; other: Template } | null;

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

function template(text: string): Template | null {
  if (text.includes('$t(')) return null;
  const parts: string[] = [];
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    // Only a bare name: a format (`count, number`), an unescaped `-` or spaces go to i18next.
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return null;
    parts.push(text.slice(at, match.index), name);
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  // A stray `{{` or `}}` left over is i18next's to read.
  return parts.some((p, i) => i % 2 === 0 && (p.includes('{{') || p.includes('}}'))) ? null : parts;
}

function compile(text: MessageText): Compiled {
  if (!isPlural(text)) return template(text);
  const one = template(text.one);
  const other = template(text.other);
  return one && other ? { one, other } : null;
}

function fill(parts: Template, params: Params | undefined): string | undefined {
  if (parts.length === 1) return parts[0];
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const value = params?.[parts[i]!];
    if (typeof value === 'string') out += value;
    else if (typeof value === 'number') out += String(value);
    else return undefined;
    out += parts[i + 1]!;
  }
  return out;
}

/** A function that answers what it can of `language`'s messages, and undefined for the rest. */
export function fastMessages(language: Language): (key: string, params?: Params) => string | undefined {
  const table = messageTable(language);
  const compiled = new Map<string, Compiled>();
  const plurals = new Intl.PluralRules(language);
  return (key, params) => {
    let entry = compiled.get(key);
    if (entry === undefined) {
      const text = table[key];
      entry = text !== undefined ? compile(text) : null;
      compiled.set(key, entry);
    }
    if (entry === null) return undefined;
    if (Array.isArray(entry)) return fill(entry as Template, params);
    const count = params?.count;
    if (typeof count !== 'number') return undefined;
    const form = plurals.select(count);
    if (form !== 'one' && form !== 'other') return undefined;
    return fill((entry as { one: Template; other: Template })[form], params);
  };
}
