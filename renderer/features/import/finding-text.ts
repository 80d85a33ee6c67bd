import type { Finding, RowView } from '../../../shared/users-csv';
import type { Language } from '../../../shared/i18n/language';
import type { Translate } from '../../../shared/i18n/translator';

/**
 * A finding in the app's language. The CSV engine words its findings in English, with the
 * values quoted (shared/users-csv); in English that sentence is shown as it is. In another
 * language the sentence is worded from the catalogue by the finding's rule, with its line,
 * column, related line and fix, and the value read from the row itself (never a password:
 * the password rule quotes none).
 */
export function findingText(
  finding: Finding,
  language: Language,
  t: Translate,
  context: { row?: RowView | undefined; headerLength?: number } = {},
): string {
  const { row } = context;
  if (language === 'en') return finding.message;
  const value = finding.columnIndex !== null ? (row?.fields[finding.columnIndex] ?? '') : '';
  const base = { line: finding.line, column: finding.column || String((finding.columnIndex ?? 0) + 1) };
  switch (finding.rule) {
    case 'field-count':
      return t('finding.field-count', { ...base, fields: row?.fields.length ?? 0, header: context.headerLength ?? 0 });
    case 'email':
    case 'name-characters':
      return t(`finding.${finding.rule}`, { ...base, value });
    case 'phone':
      return `${t('finding.phone', { ...base, value })}${finding.fix ? ` ${t('finding.phoneFix', { fix: finding.fix })}` : ''}`;
    case 'duplicate-name':
    case 'duplicate-email':
      return t(`finding.${finding.rule}`, { ...base, value: value.trim(), other: finding.relatedLine ?? '?' });
    default:
      return t(`finding.${finding.rule}`, base);
  }
}
