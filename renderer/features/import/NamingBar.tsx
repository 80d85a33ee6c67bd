import { Group, Select, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { emailPatternOf, patternErrorText } from '../../../shared/users-csv';
import type { PhoneCountry } from '../../../shared/users-csv';
import { useT } from '../../ui/i18n';
import { useImportWizard } from './import-wizard-store';
import { NAME_PRESETS, WIZARD_PHONE_COUNTRIES } from './naming-slice';

const FROM_FILE = '__file__';
const OWN = '__own__';
const NO_COUNTRY = '__none__';

/**
 * The check step's bar for what a school's export lacks: login names and e-mail addresses
 * built from a pattern (a preset or one's own, its error shown where it is), the country
 * whose national phone numbers the phone fix completes, and generated passwords. Shown only
 * when something of it applies to the file.
 */
export function NamingBar() {
  const { t } = useT();
  const s = useImportWizard(
    useShallow((s) => ({
      naming: s.naming,
      setNaming: s.setNaming,
      mapping: s.mapping,
      fileColumns: s.fileColumns,
      phoneFindings: s.summary?.counts.phone ?? 0,
      blankValues: s.summary?.counts.required ?? 0,
      generatePasswords: s.options.generatePasswords,
      setOptions: s.setOptions,
    })),
  );
  const { naming, setNaming } = s;
  const [own, setOwn] = useState(() => naming.namePattern !== '' && !NAME_PRESETS.includes(naming.namePattern));
  const fileMapping = s.mapping.slice(0, s.fileColumns);
  const patterns = naming.namePattern !== '' || naming.emailPattern !== '';
  const names = patterns || !fileMapping.includes('name') || !fileMapping.includes('email') || s.blankValues > 0;
  const phones = s.phoneFindings > 0 || naming.phoneCountry !== null;
  const passwords = !fileMapping.includes('password');
  if (!names && !(s.phoneFindings > 0) && !passwords) return null;

  const nameChoice = own ? OWN : naming.namePattern === '' ? FROM_FILE : naming.namePattern;
  const nameError = own ? patternErrorText(naming.namePattern, 'name', t) : null;
  const emailPattern = emailPatternOf(naming.emailPattern);
  const emailError = patternErrorText(naming.emailPattern, 'email', t);
  const emailMeans = !emailError && emailPattern !== naming.emailPattern.trim() ? emailPattern : null;

  return (
    <Group
      gap="sm"
      align="flex-start"
      wrap="wrap"
      role="group"
      aria-label={t('import.naming.label')}
      data-testid="naming-bar"
    >
      {names && (
        <>
          <Select
            size="xs"
            w={200}
            label={t('import.naming.login')}
            data={[
              { value: FROM_FILE, label: t('import.naming.loginFromFile') },
              ...NAME_PRESETS.map((p) => ({ value: p, label: p })),
              { value: OWN, label: t('import.naming.own') },
            ]}
            value={nameChoice}
            allowDeselect={false}
            onChange={(value) => {
              if (value === OWN) return setOwn(true);
              setOwn(false);
              setNaming({ namePattern: value === FROM_FILE || value === null ? '' : value });
            }}
            data-testid="name-pattern-choice"
          />
          {own && (
            <TextInput
              size="xs"
              w={300}
              label={t('import.naming.ownPattern')}
              description={t('import.naming.patternHelp')}
              inputWrapperOrder={['label', 'input', 'error', 'description']}
              value={naming.namePattern}
              onChange={(e) => setNaming({ namePattern: e.currentTarget.value })}
              error={nameError}
              spellCheck={false}
              data-testid="name-pattern"
            />
          )}
          <TextInput
            size="xs"
            w={240}
            label={t('import.naming.email')}
            placeholder={t('import.naming.emailPlaceholder')}
            title={t('import.naming.patternHelp')}
            value={naming.emailPattern}
            onChange={(e) => setNaming({ emailPattern: e.currentTarget.value })}
            error={emailError}
            description={emailMeans ? t('import.naming.emailMeans', { pattern: emailMeans }) : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            spellCheck={false}
            data-testid="email-pattern"
          />
        </>
      )}
      {phones && (
        <Select
          size="xs"
          w={190}
          label={t('import.naming.phone')}
          data={[
            { value: NO_COUNTRY, label: t('import.naming.phoneNone') },
            ...WIZARD_PHONE_COUNTRIES.map((c) => ({ value: c, label: t(`import.naming.phone.${c}`) })),
          ]}
          value={naming.phoneCountry ?? NO_COUNTRY}
          allowDeselect={false}
          onChange={(value) =>
            setNaming({ phoneCountry: !value || value === NO_COUNTRY ? null : (value as PhoneCountry) })
          }
          data-testid="phone-country"
        />
      )}
      {passwords && (
        <Switch
          size="sm"
          mt={24}
          label={t('import.naming.generate')}
          checked={s.generatePasswords}
          onChange={(e) => s.setOptions({ generatePasswords: e.currentTarget.checked })}
          data-testid="generate-passwords-check"
        />
      )}
    </Group>
  );
}
