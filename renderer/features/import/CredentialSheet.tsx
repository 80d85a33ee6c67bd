import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { credentialSheetCsv } from '../../../shared/users-csv/generated-passwords';
import type { Credential } from '../../../shared/users-csv/generated-passwords';
import { downloadFile } from '../../ui/download';
import { useImportWizard } from './import-wizard-store';
import { formatCount } from './format';

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
  const { generatePasswords, sheet, makeSheet, sheetSaved, file } = useImportWizard(
    useShallow((s) => ({
      generatePasswords: s.options.generatePasswords,
      sheet: s.sheet,
      makeSheet: s.makeSheet,
      sheetSaved: s.sheetSaved,
      file: s.file,
    })),
  );
  const [printing, setPrinting] = useState<Credential[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
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
          Generate the passwords
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
        The credential sheet of {formatCount(sheet.count)} passwords is saved; the app keeps no copy of it.
      </Text>
    );
  }
  return (
    <Alert color="yellow" title="Hand out the credential sheet" data-testid="credential-sheet">
      <Text size="sm">
        {formatCount(sheet.count)} passwords were generated. Save the sheet or print it now: it is shown only once, and
        the app keeps no copy afterwards. The import starts once it is saved or printed.
      </Text>
      <Group mt="xs">
        <Button
          size="xs"
          onClick={() => {
            // A BOM, so that spreadsheet programs read the names' accents as UTF-8.
            downloadFile({
              fileName: `${base}.credentials.csv`,
              content: `\ufeff${credentialSheetCsv(sheet.credentials)}`,
              mimeType: 'text/csv',
            });
            sheetSaved();
          }}
          data-testid="save-sheet"
        >
          Save the sheet (CSV)
        </Button>
        <Button size="xs" variant="default" onClick={() => setPrinting(sheet.credentials)} data-testid="print-sheet">
          Printable sheet
        </Button>
      </Group>
      <Modal
        opened={printing !== null}
        onClose={() => setPrinting(null)}
        fullScreen
        title="Credential sheet"
        withCloseButton={false}
      >
        <style>{PRINT_CSS}</style>
        <div className="credential-sheet">
          <Text size="sm" mb="sm">
            {file?.name}: {formatCount(printing?.length ?? 0)} new passwords. Hand each user their line; destroy the
            sheet afterwards.
          </Text>
          <Table striped withTableBorder data-testid="printable-sheet">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>User name</Table.Th>
                <Table.Th>Given name</Table.Th>
                <Table.Th>Surname</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Password</Table.Th>
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
            <Button onClick={() => window.print()}>Print</Button>
            <Button
              variant="default"
              onClick={() => {
                setPrinting(null);
                sheetSaved();
              }}
              data-testid="sheet-printed"
            >
              Printed: close and forget the passwords
            </Button>
            <Button variant="subtle" onClick={() => setPrinting(null)}>
              Back
            </Button>
          </Group>
        </div>
      </Modal>
    </Alert>
  );
}
