import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import type { PasswordPolicyInput } from '../../../shared/api/wire/password-policy';
import { NamingSchemeFields } from './NamingSchemeFields';
import { PasswordPolicyFields } from './PasswordPolicyFields';
import type { FormEvent } from 'react';
import { DIALECT_CHOICES, PROFILE_KINDS, profileInputSchema } from '../../../shared/models/profile';
import type { DialectChoice, ProfileKind, ProfileView, SecretStoreStatus } from '../../../shared/models/profile';
import { originOf, sameOrigin, sendsTokenInClear } from '../../../shared/models/server-address';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { nameToSave, profileLabel } from '../../../shared/connections/profile-label';
import { MdmCallError, call } from '../../bridge/mdm';
import { useT } from '../../ui/i18n';
import { OrganizationField } from './OrganizationField';
import { PolicyLock, policyText } from './PolicyLock';
import { secretsText, weakSituation } from './secrets-text';

/** The schema's field messages (English) in the app's language: the form words what it checks itself. */
const FIELD_MESSAGE: Record<string, MessageKey> = {
  name: 'form.nameRequired',
  baseUrl: 'form.baseUrlInvalid',
  organizationUuid: 'form.organizationInvalid',
};

interface Props {
  /** The profile being edited, or null for a new one. */
  editing: ProfileView | null;
  /** The machine-wide policy's file: a preset's locked fields name it. */
  policyFile?: string | null;
  onSaved(profile: ProfileView): void;
  onCancel(): void;
}

/**
 * Add or edit a connection. The token is pasted once into a masked field, sent to core's
 * vault and then forgotten: the form never receives a token, only the stored hint (…a1b2).
 */
export function ProfileForm({ editing, policyFile = null, onSaved, onCancel }: Props) {
  const { t } = useT();
  /** A preset of the machine-wide policy: only the token, the API paths, the clear-text consent and the password policy are the user's. */
  const locked = editing?.preset === true;
  const lock = (what: string) => (locked ? <PolicyLock policyFile={policyFile} what={what} /> : undefined);
  // The name as the list showed it (the demo profile's in the UI language); saved unchanged, the
  // stored name stays (nameToSave).
  const [shownName] = useState(editing ? profileLabel(editing.name, t) : '');
  const [name, setName] = useState(shownName);
  const [baseUrl, setBaseUrl] = useState(editing?.baseUrl ?? 'https://');
  const [kind, setKind] = useState<ProfileKind>(editing?.kind ?? 'organization');
  const [dialect, setDialect] = useState<DialectChoice>(editing?.dialect ?? 'auto');
  /** undefined: leave the stored CA as it is; null: remove it; a string: the new PEM. */
  const [caPem, setCaPem] = useState<string | null | undefined>(editing ? undefined : null);
  const [token, setToken] = useState('');
  const [acceptWeak, setAcceptWeak] = useState(false);
  const [allowInsecure, setAllowInsecure] = useState(editing?.allowInsecureHttp ?? false);
  const [passwordPolicy, setPasswordPolicy] = useState<PasswordPolicyInput>(editing?.passwordPolicy ?? {});
  const [organization, setOrganization] = useState(editing?.organizationUuid ?? '');
  const [namingScheme, setNamingScheme] = useState(editing?.namingScheme ?? { namePattern: '', emailPattern: '' });
  const [secrets, setSecrets] = useState<SecretStoreStatus | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    call('secrets.status').then(setSecrets, () => setSecrets(null));
  }, []);

  /** http:// to another machine: the token would travel in clear text. */
  const clearText = sendsTokenInClear(baseUrl);
  /** Another scheme, host or port than the stored token was given for: it is not sent there. */
  const serverMoved = editing !== null && originOf(baseUrl) !== null && !sameOrigin(editing.baseUrl, baseUrl);

  // An id column other than the default is a scheme too (patterns may stay empty).
  const hasNamingScheme =
    namingScheme.namePattern.trim() !== '' ||
    namingScheme.emailPattern.trim() !== '' ||
    (namingScheme.idColumn !== undefined && namingScheme.idColumn !== 'custom1');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const profile = {
      name: editing ? nameToSave(editing.name, shownName, name) : name,
      baseUrl,
      kind,
      dialect,
      ...(caPem !== undefined ? { caCertificatePem: caPem } : {}),
      allowInsecureHttp: clearText && allowInsecure,
      passwordPolicy: Object.keys(passwordPolicy).length > 0 ? passwordPolicy : null,
      // Sent when there is one, or to remove the stored one; otherwise the stored stays as it is.
      ...(hasNamingScheme || editing?.namingScheme ? { namingScheme: hasNamingScheme ? namingScheme : null } : {}),
      // A preset's organization is the policy's: not sent, so it stays as the policy set it.
      ...(locked ? {} : { organizationUuid: organization.trim() === '' ? null : organization.trim() }),
    };
    const parsed = profileInputSchema.safeParse(profile);
    const fieldErrors: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        const key = FIELD_MESSAGE[field];
        fieldErrors[field] ??= key ? t(key) : issue.message;
      }
    if (!editing && token.trim() === '') fieldErrors.token = t('form.tokenRequired');
    if (serverMoved && token.trim() === '') fieldErrors.token = t('form.serverMoved');
    if (clearText && !allowInsecure) fieldErrors.allowInsecureHttp = t('form.clearTextRequired');
    if (secrets?.needsConsent && token.trim() !== '' && !acceptWeak) fieldErrors.acceptWeak = t('form.weakRequired');
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    setSaving(true);
    try {
      const saved = await call('profiles.save', {
        ...(editing ? { id: editing.id } : {}),
        profile,
        ...(token.trim() !== '' ? { token: token.trim() } : {}),
        ...(acceptWeak ? { acceptWeakStorage: true } : {}),
      });
      // The token leaves the page's memory as soon as core has it.
      setToken('');
      onSaved(saved);
    } catch (error) {
      setFailure(error instanceof MdmCallError ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const loadCa = async (file: File | null) => {
    if (!file) return;
    const text = await file.text();
    if (!text.includes('-----BEGIN CERTIFICATE-----')) {
      setErrors((e) => ({
        ...e,
        caCertificatePem: t('form.caNotPem', { file: file.name }),
      }));
      return;
    }
    setErrors(({ caCertificatePem: _dropped, ...rest }) => rest);
    setCaPem(text);
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label={editing ? t('connections.editNamed', { name: profileLabel(editing.name, t) }) : t('connections.new')}
      noValidate
    >
      <Stack gap="sm">
        {locked && (
          <Alert color="blue" variant="light" data-testid="preset-note">
            <Text size="sm">{t('form.presetNote', { setBy: policyText(t, policyFile) })}</Text>
          </Alert>
        )}
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
          disabled={locked}
          rightSection={lock(t('form.name'))}
          data-autofocus={!locked}
        />
        <TextInput
          label={t('form.baseUrl')}
          description={t('form.baseUrlHelp')}
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.currentTarget.value)}
          error={errors.baseUrl}
          required
          disabled={locked}
          rightSection={lock(t('form.baseUrl'))}
        />
        {clearText && (
          <Alert color="red" title={t('form.clearTextTitle')} data-testid="insecure-http">
            <Text size="sm">{t('form.clearTextExplained')}</Text>
            <Checkbox
              mt="xs"
              label={t('form.clearTextAccept')}
              checked={allowInsecure}
              onChange={(e) => setAllowInsecure(e.currentTarget.checked)}
              error={errors.allowInsecureHttp}
            />
          </Alert>
        )}
        <div>
          <Group gap={6} mb={4}>
            <Text size="sm" fw={500} id="profile-kind-label">
              {t('form.kind')}
            </Text>
            {lock(t('form.lock.kind'))}
          </Group>
          <SegmentedControl
            aria-labelledby="profile-kind-label"
            disabled={locked}
            value={kind}
            onChange={(v) => setKind(v as ProfileKind)}
            data={PROFILE_KINDS.map((k) => ({ value: k, label: t(`profile.kind.${k}`) }))}
          />
        </div>
        <TextInput
          type="password"
          label={t('form.token')}
          description={
            editing?.tokenHint
              ? t('form.tokenStored', { hint: editing.tokenHint })
              : // Where tokens are kept: here when safe, in the warning below when not.
                `${t('form.tokenOnce')} ${secrets?.secure ? secretsText(secrets, t) : ''}`.trim()
          }
          placeholder={
            editing?.tokenHint
              ? t('form.tokenStoredPlaceholder', { hint: editing.tokenHint })
              : t('form.tokenPlaceholder')
          }
          autoComplete="off"
          spellCheck={false}
          value={token}
          onChange={(e) => setToken(e.currentTarget.value)}
          error={errors.token}
          required={!editing || serverMoved}
          data-autofocus={locked}
        />
        {secrets && !secrets.secure && (
          <Alert color="yellow" title={t(`secrets.title.${weakSituation(secrets.situation)}`)}>
            <Text size="sm">{secretsText(secrets, t)}</Text>
            {secrets.needsConsent && (
              <Checkbox
                mt="xs"
                label={t('form.weakAccept')}
                checked={acceptWeak}
                onChange={(e) => setAcceptWeak(e.currentTarget.checked)}
                error={errors.acceptWeak}
              />
            )}
          </Alert>
        )}
        <OrganizationField
          value={organization}
          onChange={setOrganization}
          error={errors.organizationUuid}
          kind={kind}
          profileId={editing?.id ?? null}
          locked={locked}
          lock={lock(t('form.organization'))}
        />
        <Select
          label={t('form.paths')}
          data={DIALECT_CHOICES.map((d) => ({ value: d, label: t(`dialect.${d}`) }))}
          value={dialect}
          onChange={(v) => v && setDialect(v as DialectChoice)}
          allowDeselect={false}
        />
        <Stack gap={4}>
          <Group gap={6}>
            <Text size="sm" fw={500}>
              {t('form.ca')}
            </Text>
            {lock(t('form.lock.ca'))}
          </Group>
          <Group gap="xs">
            <FileButton
              onChange={(f) => void loadCa(f)}
              accept=".pem,.crt,.cer,application/x-pem-file"
              disabled={locked}
            >
              {(props) => (
                <Button variant="default" size="xs" {...props}>
                  {t('form.caLoad')}
                </Button>
              )}
            </FileButton>
            {!locked && (caPem || (caPem === undefined && editing?.hasCaCertificate)) && (
              <Button variant="subtle" color="red" size="xs" onClick={() => setCaPem(null)}>
                {t('form.caRemove')}
              </Button>
            )}
            <Text size="xs" c="dimmed" data-testid="ca-state">
              {caPem
                ? t('form.caNew')
                : caPem === undefined && editing?.hasCaCertificate
                  ? t('form.caStored')
                  : t('form.caNone')}
            </Text>
          </Group>
          <Textarea
            aria-label={t('form.caPem')}
            placeholder={t('form.caPlaceholder')}
            rows={3}
            value={caPem ?? ''}
            onChange={(e) =>
              setCaPem(
                e.currentTarget.value === '' ? (editing?.hasCaCertificate ? undefined : null) : e.currentTarget.value,
              )
            }
            error={errors.caCertificatePem}
            disabled={locked}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
          />
        </Stack>
        {kind === 'organization' && <PasswordPolicyFields value={passwordPolicy} onChange={setPasswordPolicy} />}
        {kind === 'organization' && <NamingSchemeFields value={namingScheme} onChange={setNamingScheme} />}
        {failure && (
          <Alert color="red" title={t('form.saveFailed')}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {editing ? t('common.save') : t('connections.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
