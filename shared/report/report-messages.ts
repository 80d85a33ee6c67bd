/**
 * The server's per-line report messages (spec 2.5) recognised and worded by the app: one
 * table of the sentences the server is known to write, each a pattern whose named groups are
 * its parameters (a login, a version, a field, ...) and the catalogue key that words it in
 * the reader's language (shared/i18n/messages/report-lines.ts). Where a line has several
 * problems the server joins them with "; ", so a message is read as a run of known parts;
 * one part the table does not know makes the whole message unknown, and the shells show it
 * as the server wrote it, marked as the server's own words. The server's text is always kept
 * beside the worded one: it is what a support request quotes and what the report exports.
 *
 * The exact texts of real servers are not published (shared/reference/README.md); the
 * sentences here are the demo server's, which follow the spec's description, read leniently
 * (any case, any quote marks, an optional final full stop).
 */
import type { MessageKey } from '../i18n/catalogue';
import type { Translate } from '../i18n/translator';

export type ReportMessageParams = Readonly<Record<string, string | number>>;

interface Pattern {
  /** The catalogue key that words it; also names the part. */
  key: MessageKey;
  /** The sentence as a regular expression without anchors; named groups are the parameters. */
  source: string;
  /** The parameters that are numbers (read back as numbers). */
  numbers?: readonly string[];
  /** The server's sentence for these parameters (the demo server's wording). */
  server(params: ReportMessageParams): string;
}

/** A quote mark: the demo server writes ', another server may write " or typographic ones. */
const Q = `['"\u2018\u2019\u201a\u201c\u201d\u201e]`;
/** A quoted value: anything, as little as possible, up to the quote that ends the sentence's part. */
const quoted = (name: string) => `${Q}(?<${name}>[\\s\\S]*?)${Q}`;
/** A value a server may write without quotes too ("User user0 stored with version 1"). */
const maybeQuoted = (name: string) => `${Q}?(?<${name}>[\\s\\S]+?)${Q}?`;
const POLICY = `Field ${Q}password${Q} does not satisfy the password policy: `;
const policyServer = (rule: string) => `Field 'password' does not satisfy the password policy: ${rule}`;
const plural = (n: string | number | undefined, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Most specific first: of two sentences that end at the same place, the first wins. */
const PATTERNS: readonly Pattern[] = [
  {
    key: 'reportLine.overwritten',
    source: `User ${maybeQuoted('login')} overwritten and stored with version (?<version>\\d+)`,
    numbers: ['version'],
    server: (p) => `User '${p.login}' overwritten and stored with version ${p.version}`,
  },
  {
    key: 'reportLine.stored',
    source: `User ${maybeQuoted('login')} stored with version (?<version>\\d+)`,
    numbers: ['version'],
    server: (p) => `User '${p.login}' stored with version ${p.version}`,
  },
  {
    key: 'reportLine.exists',
    source: `User ${maybeQuoted('login')} already exists and should not be overwritten`,
    server: (p) => `User '${p.login}' already exists and should not be overwritten`,
  },
  {
    key: 'reportLine.emailInUse',
    source: `E-mail address ${maybeQuoted('email')} is already in use by another user(?: \\(REGISTRATION_EMAIL_ALREADY_IN_USE\\))?`,
    server: (p) => `E-mail address '${p.email}' is already in use by another user (REGISTRATION_EMAIL_ALREADY_IN_USE)`,
  },
  {
    key: 'reportLine.fieldCount',
    source:
      '(?:The )?Number of data fields \\((?<fields>\\d+)\\) does not match (?:the )?number of headers \\((?<headers>\\d+)\\)',
    numbers: ['fields', 'headers'],
    server: (p) => `Number of data fields (${p.fields}) does not match number of headers (${p.headers})`,
  },
  {
    key: 'reportLine.fieldCountUncounted',
    source: '(?:The )?Number of data fields does not match (?:the )?number of headers',
    server: () => 'Number of data fields does not match number of headers',
  },
  {
    key: 'reportLine.unterminatedQuote',
    source: 'Malformed CSV record: Quoted field unterminated',
    server: () => 'Malformed CSV record: Quoted field unterminated',
  },
  {
    key: 'reportLine.trailingQuote',
    source: 'Malformed CSV record: Trailing quote on quoted field is malformed',
    server: () => 'Malformed CSV record: Trailing quote on quoted field is malformed',
  },
  {
    key: 'reportLine.mandatory',
    source: `Field ${Q}(?<field>[^'"\u2018\u2019\u201a\u201c\u201d\u201e;]+?)${Q} is mandatory but empty`,
    server: (p) => `Field '${p.field}' is mandatory but empty`,
  },
  {
    key: 'reportLine.nameCharacters',
    source: `Field ${Q}name${Q} must not contain ${Q}\\\\${Q} or ${Q}:${Q} \\(got ${quoted('value')}\\)`,
    server: (p) => `Field 'name' must not contain '\\' or ':' (got '${p.value}')`,
  },
  {
    key: 'reportLine.emailInvalid',
    source: `Field ${Q}email${Q} is not a valid e-mail address: ${quoted('value')}`,
    server: (p) => `Field 'email' is not a valid e-mail address: '${p.value}'`,
  },
  {
    key: 'reportLine.phoneFormat',
    source: `Field ${Q}phone${Q} must be in international format \\(${Q}\\+${Q} followed by digits\\): ${quoted('value')}`,
    server: (p) => `Field 'phone' must be in international format ('+' followed by digits): '${p.value}'`,
  },
  {
    key: 'reportLine.password.minLength',
    source: `${POLICY}at least (?<count>\\d+) characters? required`,
    numbers: ['count'],
    server: (p) => policyServer(`at least ${p.count} characters required`),
  },
  {
    key: 'reportLine.password.maxLength',
    source: `${POLICY}at most (?<count>\\d+) characters? allowed`,
    numbers: ['count'],
    server: (p) => policyServer(`at most ${p.count} characters allowed`),
  },
  {
    key: 'reportLine.password.digits',
    source: `${POLICY}at least (?<count>\\d+) digits? required`,
    numbers: ['count'],
    server: (p) => policyServer(`at least ${plural(p.count, 'digit', 'digits')} required`),
  },
  {
    key: 'reportLine.password.lower',
    source: `${POLICY}at least (?<count>\\d+) lower-case letters? required`,
    numbers: ['count'],
    server: (p) => policyServer(`at least ${plural(p.count, 'lower-case letter', 'lower-case letters')} required`),
  },
  {
    key: 'reportLine.password.upper',
    source: `${POLICY}at least (?<count>\\d+) upper-case letters? required`,
    numbers: ['count'],
    server: (p) => policyServer(`at least ${plural(p.count, 'upper-case letter', 'upper-case letters')} required`),
  },
  {
    key: 'reportLine.password.symbols',
    source: `${POLICY}at least (?<count>\\d+) symbols? required`,
    numbers: ['count'],
    server: (p) => policyServer(`at least ${plural(p.count, 'symbol', 'symbols')} required`),
  },
  {
    key: 'reportLine.password.simple',
    source: `${POLICY}a simple password \\(equal to the user name\\) is not allowed`,
    server: () => policyServer('a simple password (equal to the user name) is not allowed'),
  },
  {
    key: 'reportLine.pending',
    source: 'Waiting to be imported',
    server: () => 'Waiting to be imported',
  },
];

/** One known sentence of a message: its catalogue key and its parameters. */
export interface ReportMessagePart {
  key: MessageKey;
  params: ReportMessageParams;
}

/** A message as recognised: its known parts, or unknown; `server` is the message as the server wrote it. */
export type RecognisedReportMessage =
  { known: true; server: string; parts: readonly ReportMessagePart[] } | { known: false; server: string };

/** Each pattern, sticky (tried at one position), ending where a part ends: at "; " or the end. */
const COMPILED = PATTERNS.map((pattern) => ({
  pattern,
  re: new RegExp(`(?:${pattern.source})(?=\\s*;|\\s*\\.?\\s*$)`, 'iuy'),
}));
const SEPARATOR = /\s*;\s*/y;
const END = /\s*\.?\s*$/y;
const BY_KEY = new Map(PATTERNS.map((p) => [p.key as string, p]));

/** Recognises a per-line message of the server; never throws, whatever the text. */
export function recogniseReportMessage(message: string): RecognisedReportMessage {
  const server = typeof message === 'string' ? message : String(message);
  const parts: ReportMessagePart[] = [];
  let position = 0;
  const text = server.trim();
  if (text === '') return { known: false, server };
  for (;;) {
    const part = partAt(text, position);
    if (!part) return { known: false, server };
    parts.push(part.part);
    position = part.end;
    END.lastIndex = position;
    if (END.test(text)) return { known: true, server, parts };
    SEPARATOR.lastIndex = position;
    if (!SEPARATOR.test(text)) return { known: false, server };
    position = SEPARATOR.lastIndex;
  }
}

/**
 * The part that starts at `position` and ends first (the earlier pattern on a tie): a
 * sentence's values are read as short as they can be, so a value never swallows the "; "
 * and the sentences that follow it.
 */
function partAt(text: string, position: number): { part: ReportMessagePart; end: number } | null {
  let best: { pattern: Pattern; match: RegExpExecArray; end: number } | null = null;
  for (const { pattern, re } of COMPILED) {
    re.lastIndex = position;
    const match = re.exec(text);
    if (!match || match[0].length === 0) continue;
    if (!best || re.lastIndex < best.end) best = { pattern, match, end: re.lastIndex };
  }
  if (!best) return null;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(best.match.groups ?? {})) {
    if (value === undefined) continue;
    params[name] = best.pattern.numbers?.includes(name) ? Number(value) : value;
  }
  return { part: { key: best.pattern.key, params }, end: best.end };
}

/** The server's sentence for a known part (the demo server's wording): what the part was read from. */
export function serverSentence(part: ReportMessagePart): string {
  const pattern = BY_KEY.get(part.key);
  if (!pattern) throw new Error(`Not a report message: ${part.key}`);
  return pattern.server(part.params);
}

/** The keys of every known sentence, for tests and for the catalogue's completeness. */
export const REPORT_MESSAGE_KEYS: readonly MessageKey[] = PATTERNS.map((p) => p.key);

/** A message in words: the worded sentences of a known one (in `t`'s language), or the server's text. */
export interface WordedReportMessage {
  text: string;
  /** False when `text` is the server's own, unknown to the app: the shells mark it so. */
  known: boolean;
  server: string;
}

export function wordReportMessage(message: string, t: Translate): WordedReportMessage {
  const recognised = recogniseReportMessage(message);
  if (!recognised.known) return { text: recognised.server, known: false, server: recognised.server };
  const text = recognised.parts.map((part) => t(part.key, part.params)).join(' ');
  return { text, known: true, server: recognised.server };
}
