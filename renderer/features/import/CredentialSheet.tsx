import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { credentialSheetCsv } from '../../../shared/users-csv/generated-passwords';
import type { Credential } from '../../../shared/users-csv/generated-passwords';
import { downloadFile } from '../../ui/download';
import { ExportFormatChoice } from '../../ui/ExportFormatChoice';
import { useT } from '../../ui/i18n';
import { existingLines } from './changes-model';
import { comparisonCurrent } from './compare-first';
import { CredentialLetters } from './CredentialLetters';
import { useImportWizard } from './import-wizard-store';

/** Printing shows the sheet alone: everything else on the page is hidden from the printer. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .credential-sheet, .credential-sheet * { visibility: visible !important; }
  .credential-sheet { position: absolute; inset: 0; }
  .credential-sheet-actions { display: none !important; }
}`;

/**
 * The one-time credential sheet of generated passwords (issue 12 item 3): made before the
 * start, saved as CSV or printed, and then forgotten by the page. The import starts only once
 * it has been saved or printed, so that no generated password is lost.
 */
export function CredentialSheetCard() {
  const { t } = useT();
  const { generatePasswords, passwordStyle, changeRequired, sheet, makeSheet, sheetSaved, file, header, comparison } =
    useImportWizard(
      useShallow((s) => ({
        generatePasswords: s.options.generatePasswords,
        passwordStyle: s.options.passwordStyle,
        changeRequired: s.options.passwordChangeRequired,
        sheet: s.sheet,
        makeSheet: s.makeSheet,
        sheetSaved: s.sheetSaved,
        file: s.file,
        header: s.header,
        comparison: comparisonCurrent(s) ? s.prediction.comparison : null,
      })),
    );
  const [printing, setPrinting] = useState<Credential[] | null>(null);
  const [letters, setLetters] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const existing = useMemo(() => existingLines(comparison), [comparison]);
  if (!generatePasswords) return null;
  const base = (file?.name ?? 'users.csv').replace(/\.[^.]*$/, '');

  if (!sheet) {
    return (
      <Stack gap={4} data-testid="credential-sheet">
        <Button
          variant="light"
          onClick={() => {
            setFailure(null);
            makeSheet().catch((error: Error) => setFailure(error.message));
          }}
          data-testid="make-sheet"
        >
          {t('sheet.generate')}
        </Button>
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
      </Stack>
    );
  }
  if (sheet.saved) {
    return (
      <Text size="sm" data-testid="credential-sheet">
        {t('sheet.saved', { count: sheet.count })}
      </Text>
    );
  }
  return (
    <Alert color="yellow" title={t('sheet.title')} data-testid="credential-sheet">
      <Text size="sm">{t('sheet.text', { count: sheet.count })}</Text>
      <Group mt="xs">
        <ExportFormatChoice
          label={t('sheet.save')}
          variant="light"
          onExport={(format) => {
            // The format of every export of the app: semicolons and a BOM for German Excel, or commas.
            downloadFile({
              fileName: `${base}.credentials.csv`,
              content: credentialSheetCsv(sheet.credentials, format),
              mimeType: 'text/csv',
            });
            sheetSaved();
          }}
          testId="save-sheet"
        />
        <Button size="xs" variant="default" onClick={() => setPrinting(sheet.credentials)} data-testid="print-sheet">
          {t('sheet.printable')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setLetters(true)} data-testid="print-letters">
          {t('letters.print')}
        </Button>
      </Group>
      {letters && (
        <CredentialLetters
          credentials={sheet.credentials}
          header={header}
          fileName={file?.name}
          // Pupil passwords are for pupils: their letters say "du" unless the admin chooses otherwise.
          address={passwordStyle === 'pupil' ? 'du' : 'sie'}
          changeRequired={changeRequired}
          existingLines={existing}
          onClose={() => setLetters(false)}
          onPrinted={() => {
            setLetters(false);
            sheetSaved();
          }}
        />
      )}
      <Modal
        opened={printing !== null}
        onClose={() => setPrinting(null)}
        fullScreen
        title={t('sheet.modalTitle')}
        withCloseButton={false}
      >
        <style>{PRINT_CSS}</style>
        <div className="credential-sheet">
          <Text size="sm" mb="sm">
            {t('sheet.printIntro', { file: file?.name ?? '', count: printing?.length ?? 0 })}
          </Text>
          <Table striped withTableBorder data-testid="printable-sheet">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sheet.line')}</Table.Th>
                <Table.Th>{t('sheet.name')}</Table.Th>
                <Table.Th>{t('sheet.givenName')}</Table.Th>
                <Table.Th>{t('sheet.surName')}</Table.Th>
                <Table.Th>{t('sheet.email')}</Table.Th>
                <Table.Th>{t('sheet.password')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(printing ?? []).map((c) => (
                <Table.Tr key={c.line}>
                  <Table.Td>{c.line}</Table.Td>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{c.givenName}</Table.Td>
                  <Table.Td>{c.surName}</Table.Td>
                  <Table.Td>{c.email}</Table.Td>
                  <Table.Td style={{ fontFamily: 'monospace' }}>{c.password}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group mt="md" className="credential-sheet-actions">
            <Button onClick={() => window.print()}>{t('sheet.print')}</Button>
            <Button
              variant="default"
              onClick={() => {
                setPrinting(null);
                sheetSaved();
              }}
              data-testid="sheet-printed"
            >
              {t('sheet.printed')}
            </Button>
            <Button variant="subtle" onClick={() => setPrinting(null)}>
              {t('common.back')}
            </Button>
          </Group>
        </div>
      </Modal>
    </Alert>
  );
}
