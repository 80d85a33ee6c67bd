import { Badge, Text } from '@mantine/core';
import type { Language } from '../../../shared/i18n/language';
import type { Translate } from '../../../shared/i18n/translator';
import { wordReportMessage } from '../../../shared/report/report-messages';

/**
 * A report line's message: the server's sentence in the app's words, with the server's own
 * text kept beside it (always on hover; visibly where the app's language is not the
 * server's English, so a support request can quote the server). A message the app does not
 * know is shown as the server wrote it, marked as the server's own words.
 */
export function ReportMessage({ message, t, language }: { message: string; t: Translate; language: Language }) {
  const worded = wordReportMessage(message, t);
  if (!worded.known)
    return (
      <Text size="sm" data-testid="report-message" data-known="false">
        <Badge
          size="xs"
          variant="outline"
          color="gray"
          tt="none"
          mr={6}
          style={{ flex: 'none', verticalAlign: 'text-bottom' }}
          title={t('reportLine.serverTextHint')}
          data-testid="server-text"
        >
          {t('reportLine.serverText')}
        </Badge>
        {worded.server}
      </Text>
    );
  const said = t('reportLine.serverSaid', { message: worded.server });
  return (
    <div data-testid="report-message" data-known="true" title={said}>
      <Text size="sm">{worded.text}</Text>
      {language !== 'en' && (
        <Text size="xs" c="dimmed" data-testid="server-said">
          {said}
        </Text>
      )}
    </div>
  );
}
