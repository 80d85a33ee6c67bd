import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../shared/i18n/language';
import type { Language } from '../../../shared/i18n/language';
import { createTranslator } from '../../../shared/i18n/translator';
import type { Translator } from '../../../shared/i18n/translator';
import { letterSchoolName } from '../../../shared/connections/profile-label';
import { classColumnOf, classOf } from '../../../shared/letters/class-column';
import { letterOf } from '../../../shared/letters/letter';
import { letterPage } from '../../../shared/letters/letter-page';
import type { LetterAddress, LetterPage } from '../../../shared/letters/letter-page';
import { sortLetters } from '../../../shared/letters/sort-letters';
import type { Credential } from '../../../shared/users-csv/generated-passwords';
import { call } from '../../bridge/mdm';
import { useProfiles } from '../../stores/profiles';
import { downloadExported } from '../../ui/download';
import { useT } from '../../ui/i18n';

/**
 * Printing shows the letters alone, one per sheet of paper. They print from a copy that is a
 * child of <body>, in the normal flow (page breaks do not apply inside the dialog's fixed,
 * absolutely positioned boxes); everything else is left out of the print.
 */
const PRINT_CSS = `@media screen { .credential-letters-print { display: none; } }
@media print {
  @page { size: A4; margin: 20mm; }
  body > :not(.credential-letters-print) { display: none !important; }
  .credential-letters-print .credential-letter { border: none !important; margin: 0 !important; padding: 0 !important; }
  .credential-letters-print .credential-letter + .credential-letter { break-before: page; }
  .credential-letter [data-secret] { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}`;

const NO_CLASS = 'none';
/** The letters' secondary text: on white paper in either colour scheme. */
const GREY = '#555555';

/** The letters may be in another language than the app (German letters from an English app). */
const translators = new Map<Language, Translator>();
function translatorOf(language: Language): Translator {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(language);
    translators.set(language, translator);
  }
  return translator;
}

/** The origin of the connection's address: the likely portal address, for the admin to correct. */
function originOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

export interface CredentialLettersProps {
  credentials: readonly Credential[];
  /** The file's header, for the choice of the class column. */
  header: readonly string[];
  /** The name of the administrator's file, for the PDF's name (`<file>.letters.pdf`). */
  fileName?: string | undefined;
  /** How the letters address their readers at first: "du" (pupils) or "Sie" (adults). */
  address?: LetterAddress | undefined;
  /** Whether the server is asked to make the users choose a new password at first sign-in. */
  changeRequired?: boolean | undefined;
  /** Source lines of existing users (their letters say the account has a new password). */
  existingLines?: ReadonlySet<number> | undefined;
  onClose(): void;
  /** The letters were printed or saved: the page may forget the passwords. */
  onPrinted(): void;
}

/**
 * The credential letters of the generated passwords, one page per user (in the app's language
 * unless the admin picks the other),
 * sorted by class (a column the admin picks; guessed from the header) then by name, the same
 * letters the CLI writes as PDF. School name and portal address start from the connection
 * (the demo profile's school name from the catalogue, letterSchoolName).
 */
export function CredentialLetters({
  credentials,
  header,
  fileName = 'users.csv',
  address: initialAddress = 'sie',
  changeRequired,
  existingLines,
  onClose,
  onPrinted,
}: CredentialLettersProps) {
  const { t, language } = useT();
  const profile = useProfiles((s) => s.activeProfile);
  // Null until the admin types one: the connection's default follows the letters' language.
  const [typedSchoolName, setSchoolName] = useState<string | null>(null);
  const [portalUrl, setPortalUrl] = useState(originOf(profile?.baseUrl));
  const [letterLanguage, setLetterLanguage] = useState<Language>(language);
  const schoolName = typedSchoolName ?? letterSchoolName(profile?.name ?? '', translatorOf(letterLanguage).t);
  const [address, setAddress] = useState<LetterAddress>(initialAddress);
  const [saving, setSaving] = useState(false);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const [classColumn, setClassColumn] = useState(() => {
    const guessed = classColumnOf(header);
    return guessed === null ? NO_CLASS : String(guessed);
  });

  const pages = useMemo(() => {
    const column = classColumn === NO_CLASS ? null : Number(classColumn);
    const letters = credentials.map((c) => letterOf(c, classOf(c.record, column), existingLines?.has(c.line)));
    const words = translatorOf(letterLanguage).t;
    const context = { schoolName, portalUrl, address, changeRequired };
    return sortLetters(letters, letterLanguage).map((letter) => letterPage(letter, context, words));
  }, [credentials, classColumn, letterLanguage, schoolName, portalUrl, address, changeRequired, existingLines]);

  // The CLI's PDF, made by core from the pages as shown here; the download is a new file, 0600.
  const savePdf = async () => {
    setSaving(true);
    setSaveFailure(null);
    try {
      const title = [schoolName.trim(), translatorOf(letterLanguage).t('letters.modalTitle')]
        .filter((part) => part !== '')
        .join(' · ');
      const file = await call('letters.savePdf', {
        fileName: `${fileName.replace(/\.[^.]*$/, '')}.letters.pdf`,
        title,
        pages,
      });
      downloadExported(file);
      onPrinted();
    } catch (error) {
      setSaveFailure((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const columns = [
    { value: NO_CLASS, label: t('letters.noClassColumn') },
    ...header.map((name, index) => ({ value: String(index), label: name === '' ? String(index + 1) : name })),
  ];

  return (
    <Modal opened onClose={onClose} fullScreen title={t('letters.modalTitle')} withCloseButton={false}>
      <style>{PRINT_CSS}</style>
      <Stack gap="xs" mb="md">
        <Group grow align="flex-end">
          <TextInput
            label={t('letters.schoolName')}
            value={schoolName}
            onChange={(event) => setSchoolName(event.currentTarget.value)}
            data-testid="letters-school"
          />
          <TextInput
            label={t('letters.portalUrl')}
            value={portalUrl}
            onChange={(event) => setPortalUrl(event.currentTarget.value)}
            data-testid="letters-portal"
          />
          <Select
            label={t('letters.classColumn')}
            data={columns}
            value={classColumn}
            onChange={(value) => setClassColumn(value ?? NO_CLASS)}
            allowDeselect={false}
            data-testid="letters-class-column"
          />
          <Select
            label={t('letters.language')}
            data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            value={letterLanguage}
            onChange={(value) => setLetterLanguage(isLanguage(value) ? value : language)}
            allowDeselect={false}
            data-testid="letters-language"
          />
        </Group>
        {/* A row of its own: beside the four fields its two choices ran past the window's edge. */}
        <div>
          <Text size="sm" fw={500} id="letters-address-label">
            {t('letters.address')}
          </Text>
          <SegmentedControl
            aria-labelledby="letters-address-label"
            value={address}
            onChange={(value) => setAddress(value === 'du' ? 'du' : 'sie')}
            data={[
              { value: 'sie', label: t('letters.address.sie') },
              { value: 'du', label: t('letters.address.du') },
            ]}
            data-testid="letters-address"
          />
        </div>
        <Text size="sm">{t('letters.count', { count: pages.length })}</Text>
        <Group>
          <Button onClick={() => window.print()} data-testid="letters-print">
            {t('letters.printNow')}
          </Button>
          <Button
            variant="light"
            onClick={() => void savePdf()}
            loading={saving}
            disabled={pages.length === 0}
            data-testid="letters-save-pdf"
          >
            {t('letters.savePdf')}
          </Button>
          <Button variant="default" onClick={onPrinted} data-testid="letters-printed">
            {t('letters.printed')}
          </Button>
          <Button variant="subtle" onClick={onClose}>
            {t('common.back')}
          </Button>
        </Group>
        {saveFailure !== null && (
          <Text size="sm" c="red" role="alert" data-testid="letters-save-failed">
            {t('letters.savePdfFailed', { reason: saveFailure })}
          </Text>
        )}
      </Stack>
      <div data-testid="credential-letters" lang={letterLanguage}>
        {pages.map((page, index) => (
          <PrintedLetter key={index} page={page} testId="credential-letter" />
        ))}
      </div>
      {createPortal(
        <div className="credential-letters-print" lang={letterLanguage}>
          {pages.map((page, index) => (
            <PrintedLetter key={index} page={page} testId="printed-letter" />
          ))}
        </div>,
        document.body,
      )}
    </Modal>
  );
}

function PrintedLetter({ page, testId }: { page: LetterPage; testId: string }) {
  return (
    <article
      className="credential-letter"
      data-testid={testId}
      style={{
        border: '1px solid var(--mantine-color-gray-4)',
        padding: '2rem',
        marginBottom: '1rem',
        // Paper in either colour scheme: the preview shows what the printer will.
        color: 'black',
        background: 'white',
      }}
    >
      <Group
        justify="space-between"
        align="flex-start"
        wrap="nowrap"
        style={{ borderBottom: '1px solid #999' }}
        pb="xs"
      >
        <Text component="h2" fw={700} fz={24} m={0}>
          {page.schoolName}
        </Text>
        <Text c={GREY}>{page.group}</Text>
      </Group>
      <Text component="h3" fw={700} fz={18} mt="lg" mb="sm">
        {page.title}
      </Text>
      <Text>{page.greeting}</Text>
      <Text mb="md">{page.intro}</Text>
      <dl style={{ display: 'grid', gridTemplateColumns: '12rem 1fr', rowGap: '0.4rem', margin: 0 }}>
        {page.fields.map((field) => (
          <LetterFieldRow key={field.label} label={field.label} value={field.value} secret={field.secret} />
        ))}
        <dt />
        <dd style={{ margin: 0 }}>
          <Text size="xs" c={GREY}>
            {page.passwordHint}
          </Text>
        </dd>
      </dl>
      <ol style={{ marginTop: '1.5rem', paddingLeft: '1.25rem' }}>
        {page.steps.map((step) => (
          <li key={step}>
            <Text>{step}</Text>
          </li>
        ))}
      </ol>
    </article>
  );
}

function LetterFieldRow({ label, value, secret }: { label: string; value: string; secret: boolean }) {
  return (
    <>
      <dt style={{ color: GREY, alignSelf: 'center' }}>{label}</dt>
      <dd
        style={
          secret
            ? {
                margin: 0,
                fontFamily: '"DejaVu Sans Mono", Menlo, Consolas, monospace',
                fontSize: '1.4rem',
                letterSpacing: '0.08em',
                background: '#eeeeee',
                padding: '0.25rem 0.5rem',
              }
            : { margin: 0 }
        }
        data-secret={secret || undefined}
      >
        {value}
      </dd>
    </>
  );
}
