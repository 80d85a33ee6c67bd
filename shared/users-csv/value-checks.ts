// Character scans for the per-value rules: they run for every value of a million-line file,
// so they avoid regular expressions and allocations.

/** Practical e-mail syntax: one @, a local part, a dotted domain, no spaces or specials that need quoting. */
/** ASCII characters an unquoted address cannot hold: controls, space, ( ) , : ; < > [ \\ ] " and DEL. */
const NOT_IN_EMAIL = new Uint8Array(128);
for (let c = 0; c <= 32; c++) NOT_IN_EMAIL[c] = 1;
for (const ch of '(),:;<>[\\]"\x7f') NOT_IN_EMAIL[ch.charCodeAt(0)] = 1;

export function isEmailSyntax(v: string): boolean {
  const at = v.indexOf('@');
  if (at <= 0 || at !== v.lastIndexOf('@') || at > 64) return false;
  const end = v.length;
  if (end - at < 4) return false;
  let dotInDomain = false;
  for (let i = 0; i < end; i++) {
    const c = v.charCodeAt(i);
    if (c < 128 && NOT_IN_EMAIL[c] === 1) return false;
    if (c === 46) {
      if (i === 0 || i === at - 1 || i === at + 1 || i === end - 1) return false;
      if (v.charCodeAt(i - 1) === 46) return false;
      if (i > at) dotInDomain = true;
    }
  }
  return dotInDomain;
}

/** International format as the spec says: a plus sign followed by digits only. */
export function isInternationalPhone(v: string): boolean {
  if (v.length < 2 || v.charCodeAt(0) !== 43) return false;
  for (let i = 1; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** The safe phone fix: strips spaces, dashes, dots, slashes and brackets. Returns null when that does not give + and digits. */
export function cleanPhone(v: string): string | null {
  const cleaned = v.replace(/[\s\-./()[\]]/g, '');
  return isInternationalPhone(cleaned) ? cleaned : null;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 160 || c === 0x3000 || c === 0x2007 || c === 0x202f;
}

/** Leading or trailing spaces (not line breaks: those have their own rule). */
export function hasOuterSpace(v: string): boolean {
  return v.length > 0 && (isSpace(v.charCodeAt(0)) || isSpace(v.charCodeAt(v.length - 1)));
}

/** The safe trim fix. */
export function trimValue(v: string): string {
  return v.trim();
}

export function hasLineBreak(v: string): boolean {
  return v.indexOf('\n') !== -1 || v.indexOf('\r') !== -1;
}

/** Physical line breaks inside a value: CRLF counts once, a lone CR or LF once each. */
export function countLineBreaks(v: string): number {
  let n = 0;
  for (let i = v.indexOf('\r'); i !== -1; i = v.indexOf('\r', i + 1)) n++;
  for (let i = v.indexOf('\n'); i !== -1; i = v.indexOf('\n', i + 1)) if (i === 0 || v.charCodeAt(i - 1) !== 13) n++;
  return n;
}

/** The name (login) may contain neither a backslash nor a colon. */
export function forbiddenNameCharacter(v: string): string | null {
  if (v.indexOf('\\') !== -1) return '\\';
  if (v.indexOf(':') !== -1) return ':';
  return null;
}
