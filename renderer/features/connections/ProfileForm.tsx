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
import type { FormEvent } from 'react';
import { DIALECT_CHOICES, PROFILE_KINDS, PROFILE_KIND_LABEL, profileInputSchema } from '../../../shared/models/profile';
import type { DialectChoice, ProfileKind, ProfileView, SecretStoreStatus } from '../../../shared/models/profile';
import { originOf, sameOrigin, sendsTokenInClear } from '../../../shared/models/server-address';
import { MdmCallError, call } from '../../bridge/mdm';
import { OrganizationField } from './OrganizationField';

const DIALECT_LABEL: Record<DialectChoice, string> = {
  auto: 'Automatic (specification first, management form on 404/405)',
  spec: "The specification's paths",
  management: 'Management paths (/api/management/...)',
};

interface Props {
  /** The profile being edited, or null for a new one. */
  editing: ProfileView | null;
  onSaved(profile: ProfileView): void;
  onCancel(): void;
}

/**
 * Add or edit a connection. The token is pasted once into a masked field, sent to core's
 * vault and then forgotten: the form never receives a token, only the stored hint (…a1b2).
 */
export function ProfileForm({ editing, onSaved, onCancel }: Props) {
  const [name, setName] = useState(editing?.name ?? '');
  const [baseUrl, setBaseUrl] = useState(editing?.baseUrl ?? 'https://');
  const [kind, setKind] = useState<ProfileKind>(editing?.kind ?? 'organization');
  const [dialect, setDialect] = useState<DialectChoice>(editing?.dialect ?? 'auto');
  /** undefined: leave the stored CA as it is; null: remove it; a string: the new PEM. */
  const [caPem, setCaPem] = useState<string | null | undefined>(editing ? undefined : null);
  const [token, setToken] = useState('');
  const [acceptWeak, setAcceptWeak] = useState(false);
  const [allowInsecure, setAllowInsecure] = useState(editing?.allowInsecureHttp ?? false);
  const [organization, setOrganization] = useState(editing?.organization ?? '');
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const profile = {
      name,
      baseUrl,
      kind,
      dialect,
      ...(caPem !== undefined ? { caCertificatePem: caPem } : {}),
      allowInsecureHttp: clearText && allowInsecure,
      organization: organization.trim() === '' ? null : organization.trim(),
    };
    const parsed = profileInputSchema.safeParse(profile);
    const fieldErrors: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    if (!editing && token.trim() === '')
      fieldErrors.token = 'Paste the access token of this server (it is stored once and never shown again).';
    if (serverMoved && token.trim() === '')
      fieldErrors.token =
        'The server changed: paste the access token for this server. A stored token is only ever sent to the server it was given for.';
    if (clearText && !allowInsecure)
      fieldErrors.allowInsecureHttp = 'Use https://, or tick to accept that the token travels in clear text.';
    if (secrets?.needsConsent && token.trim() !== '' && !acceptWeak)
      fieldErrors.acceptWeak = 'Without a keyring the token can only be kept with weaker protection; tick to allow it.';
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
        caCertificatePem: `${file.name} is not a PEM certificate (no "-----BEGIN CERTIFICATE-----" line).`,
      }));
      return;
    }
    setErrors(({ caCertificatePem: _dropped, ...rest }) => rest);
    setCaPem(text);
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={editing ? `Edit ${editing.name}` : 'New connection'} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          placeholder="School district production"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
          data-autofocus
        />
        <TextInput
          label="Base URL"
          description="The server's address, e.g. https://mdm.example.com (a /relution path is kept)"
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.currentTarget.value)}
          error={errors.baseUrl}
          required
        />
        {clearText && (
          <Alert color="red" title="This address is not encrypted" data-testid="insecure-http">
            <Text size="sm">
              With http:// the access token travels in clear text to another machine: anyone on the network path can
              read it and act as you. Use https:// if the server offers it.
            </Text>
            <Checkbox
              mt="xs"
              label="I accept that the token travels in clear text to this server"
              checked={allowInsecure}
              onChange={(e) => setAllowInsecure(e.currentTarget.checked)}
              error={errors.allowInsecureHttp}
            />
          </Alert>
        )}
        <div>
          <Text size="sm" fw={500} mb={4} id="profile-kind-label">
            Whose token is it?
          </Text>
          <SegmentedControl
            aria-labelledby="profile-kind-label"
            value={kind}
            onChange={(v) => setKind(v as ProfileKind)}
            data={PROFILE_KINDS.map((k) => ({ value: k, label: PROFILE_KIND_LABEL[k] }))}
          />
        </div>
        <TextInput
          type="password"
          label="Access token"
          description={
            editing?.tokenHint
              ? `A token ending in ${editing.tokenHint} is stored. Paste a new one only to replace it.`
              : `Paste it once; it is never shown again. ${secrets?.explanation ?? ''}`.trim()
          }
          placeholder={editing?.tokenHint ? `Stored (${editing.tokenHint})` : 'Paste the token'}
          autoComplete="off"
          spellCheck={false}
          value={token}
          onChange={(e) => setToken(e.currentTarget.value)}
          error={errors.token}
          required={!editing || serverMoved}
        />
        {secrets && !secrets.secure && (
          <Alert color="yellow" title={`Tokens are kept in ${secrets.backend}`}>
            <Text size="sm">{secrets.explanation}</Text>
            {secrets.needsConsent && (
              <Checkbox
                mt="xs"
                label="Keep the token with this weaker protection"
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
          error={errors.organization}
          kind={kind}
          profileId={editing?.id ?? null}
        />
        <Select
          label="API paths"
          data={DIALECT_CHOICES.map((d) => ({ value: d, label: DIALECT_LABEL[d] }))}
          value={dialect}
          onChange={(v) => v && setDialect(v as DialectChoice)}
          allowDeselect={false}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            CA certificate (for servers with their own certificate authority)
          </Text>
          <Group gap="xs">
            <FileButton onChange={(f) => void loadCa(f)} accept=".pem,.crt,.cer,application/x-pem-file">
              {(props) => (
                <Button variant="default" size="xs" {...props}>
                  Load PEM file…
                </Button>
              )}
            </FileButton>
            {(caPem || (caPem === undefined && editing?.hasCaCertificate)) && (
              <Button variant="subtle" color="red" size="xs" onClick={() => setCaPem(null)}>
                Remove certificate
              </Button>
            )}
            <Text size="xs" c="dimmed" data-testid="ca-state">
              {caPem
                ? 'New certificate loaded'
                : caPem === undefined && editing?.hasCaCertificate
                  ? 'A certificate is stored'
                  : 'None: the system certificates are trusted'}
            </Text>
          </Group>
          <Textarea
            aria-label="CA certificate PEM"
            placeholder="…or paste -----BEGIN CERTIFICATE----- …"
            rows={3}
            value={caPem ?? ''}
            onChange={(e) =>
              setCaPem(
                e.currentTarget.value === '' ? (editing?.hasCaCertificate ? undefined : null) : e.currentTarget.value,
              )
            }
            error={errors.caCertificatePem}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
          />
        </Stack>
        {failure && (
          <Alert color="red" title="Could not save the connection">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {editing ? 'Save' : 'Add connection'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
