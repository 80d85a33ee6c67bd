import type { Language } from '../i18n/language';
import type { Translate } from '../i18n/translator';
import type { Finding } from './findings';
import type { PasswordShortfall } from './password-policy';
import type { RowView } from './csv-session-protocol';

/**
 * A finding in a language: the app's and the CLI's. The CSV engine words its findings in
 * English, with the values quoted; in English that sentence is used as it is. In another
 * language the sentence is worded from the catalogue by the finding's rule, with its line,
 * column, related line and fix, and the value the engine kept with it (or, for findings made
 * before values were kept, read from the row itself); never a password: the password rule
 * quotes none.
 */
export function findingText(
  finding: Finding,
  language: Language,
  t: Translate,
  context: { row?: RowView | undefined; headerLength?: number } = {},
): string {
  const { row } = context;
  if (language === 'en') return finding.message;
  const value = finding.value ?? (finding.columnIndex !== null ? (row?.fields[finding.columnIndex] ?? '') : '');
  const base = { line: finding.line, column: finding.column || String((finding.columnIndex ?? 0) + 1) };
  switch (finding.rule) {
    case 'field-count':
      return t('finding.field-count', {
        ...base,
        fields: finding.fields?.found ?? row?.fields.length ?? 0,
        header: finding.fields?.expected ?? context.headerLength ?? 0,
      });
    case 'email':
    case 'name-characters':
      return t(`finding.${finding.rule}`, { ...base, value });
    case 'phone':
      return `${t('finding.phone', { ...base, value })}${finding.fix ? ` ${t('finding.phoneFix', { fix: finding.fix })}` : ''}`;
    case 'password-policy':
      if (!finding.shortfalls?.length) return t('finding.password-policy', base);
      return t('finding.password-policy.detail', {
        ...base,
        shortfalls: finding.shortfalls.map((s) => shortfallWords(s, t)).join(', '),
      });
    case 'missing-column':
      // Which column is missing (the engine keeps its name as the value); older findings lack it.
      return finding.value
        ? t('finding.missing-column.named', { ...base, target: finding.value })
        : t('finding.missing-column', base);
    case 'duplicate-name':
    case 'duplicate-email':
      return t(`finding.${finding.rule}`, { ...base, value: value.trim(), other: finding.relatedLine ?? '?' });
    default:
      return t(`finding.${finding.rule}`, base);
  }
}

/** One broken password rule in the language: counts only, never the password. */
function shortfallWords(shortfall: PasswordShortfall, t: Translate): string {
  if (shortfall.rule === 'simple') return t('finding.password.simple');
  return t(`finding.password.${shortfall.rule}`, { count: shortfall.have, want: shortfall.want });
}
