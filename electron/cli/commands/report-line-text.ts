/**
 * A per-line report message and its status in the terminal's language: the server's known
 * sentences worded from the catalogue (shared/report/report-messages.ts), an unknown one as
 * the server wrote it, marked as the server's own words. --json keeps the server's message.
 */
import { statusWord } from '../../../shared/i18n/status-words';
import type { StatusFamily } from '../../../shared/i18n/status-words';
import type { Translator } from '../../../shared/i18n/translator';
import { wordReportMessage } from '../../../shared/report/report-messages';

export function reportMessageText(message: string, { t }: Translator): string {
  const worded = wordReportMessage(message, t);
  return worded.known ? worded.text : t('reportLine.serverTextInline', { message: worded.server });
}

export function statusText(family: StatusFamily, status: string, { t }: Translator): string {
  return statusWord(t, family, status);
}
