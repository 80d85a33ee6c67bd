import {
  Alert,
  Button,
  Card,
  Group,
  List,
  NumberInput,
  Radio,
  SegmentedControl,
  Stack,
  Switch,
  TagsInput,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useImportWizard } from './import-wizard-store';
import type { ErrorPolicy } from './import-wizard-store';
import { useJobs } from '../../stores/jobs';
import { useNavigation } from '../../stores/navigation';
import { useProfiles } from '../../stores/profiles';
import { countOf, formatCount } from './format';
import { CredentialSheetCard } from './CredentialSheet';
import { describePredictedCounts } from '../../../shared/models/dry-run';
import { describePolicy } from '../../../shared/users-csv/password-policy';

/** Options and a summary of exactly what will be sent, then the start. */
export function OptionsStep() {
  const { options, setOptions, summary, mapping, file, setStep, start, reset, sheet, policy } = useImportWizard(
    useShallow((s) => ({
      sheet: s.sheet,
      policy: s.policy,
      options: s.options,
      setOptions: s.setOptions,
      summary: s.summary,
      mapping: s.mapping,
      file: s.file,
      setStep: s.setStep,
      start: s.start,
      reset: s.reset,
    })),
  );
  const activeProfile = useProfiles((s) => s.activeProfile);
  const navigate = useNavigation((s) => s.navigate);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!summary || !file) return null;

  const errorRows = summary.errorRows.length;
  const sent = options.errorPolicy === 'valid-only' ? summary.records - errorRows : summary.records;
  const sheetMissing = options.generatePasswords && !sheet?.saved;
  const blocked =
    (options.errorPolicy === 'stop' && errorRows > 0) ||
    summary.missing.length > 0 ||
    sent === 0 ||
    !activeProfile ||
    sheetMissing;
  const predicted = summary.predicted
    ? options.overwrite
      ? summary.predicted.withOverwrite
      : summary.predicted.withoutOverwrite
    : null;
  const columns = mapping.filter((t) => t !== null);

  const go = async () => {
    setStarting(true);
    setFailure(null);
    try {
      const job = await start();
      useJobs.getState().upsert(job);
      useJobs.getState().select(job.id);
      reset();
      navigate('jobs');
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Stack gap="md" style={{ flex: 1 }}>
        <Switch
          label="Overwrite users that already exist"
          description="Off: an existing user is skipped and reported as SKIPPED."
          checked={options.overwrite}
          onChange={(e) => setOptions({ overwrite: e.currentTarget.checked })}
        />
        <TagsInput
          label="Roles"
          description="Several allowed; leave empty for the organization's device-user role."
          placeholder="Type a role and press Enter"
          value={options.roles}
          onChange={(roles) => setOptions({ roles })}
          maw={480}
        />
        <div>
          <Text size="sm" fw={500} id="upload-separator-label">
            Separator of the uploaded file
          </Text>
          <SegmentedControl
            aria-labelledby="upload-separator-label"
            value={options.separator}
            onChange={(v) => setOptions({ separator: v as 'COMMA' | 'SEMICOLON' })}
            data={[
              { value: 'COMMA', label: 'Comma' },
              { value: 'SEMICOLON', label: 'Semicolon' },
            ]}
          />
        </div>
        <Radio.Group
          label="Rows with errors"
          value={options.errorPolicy}
          onChange={(v) => setOptions({ errorPolicy: v as ErrorPolicy })}
        >
          <Stack gap={6} mt={4}>
            <Radio value="valid-only" label="Upload only the valid rows (the others stay here to fix)" />
            <Radio value="stop" label="Do not start while errors remain" />
            <Radio value="all" label="Upload every row; the server reports the failing ones" />
          </Stack>
        </Radio.Group>
        <Switch
          label="Generate passwords for blank password cells"
          description="Each gets a random password that satisfies the organization's policy; you hand them out on a one-time sheet."
          checked={options.generatePasswords}
          onChange={(e) => setOptions({ generatePasswords: e.currentTarget.checked })}
          data-testid="generate-passwords"
        />
        <CredentialSheetCard />
        <Group gap="sm" align="flex-end">
          <Switch
            label="Split into several jobs"
            description="For servers that limit the lines of one import: the jobs run one after the other, with one report."
            checked={options.splitLines !== null}
            onChange={(e) => setOptions({ splitLines: e.currentTarget.checked ? 100_000 : null })}
            data-testid="split-toggle"
          />
          {options.splitLines !== null && (
            <NumberInput
              label="Lines per job"
              min={1}
              step={1000}
              thousandSeparator=","
              w={160}
              value={options.splitLines}
              onChange={(v) => setOptions({ splitLines: typeof v === 'number' && v >= 1 ? Math.floor(v) : 1 })}
              data-testid="split-lines"
            />
          )}
        </Group>
      </Stack>
      <Card withBorder w={420} padding="md" data-testid="import-summary">
        <Title order={4} mb="xs">
          What will be sent
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            <strong>{formatCount(sent)}</strong> of {formatCount(summary.records)} users from {file.name}
          </List.Item>
          {options.errorPolicy === 'valid-only' && errorRows > 0 && (
            <List.Item>{countOf(errorRows, 'row', 'rows')} with errors left out</List.Item>
          )}
          {options.errorPolicy === 'all' && errorRows > 0 && (
            <List.Item>{countOf(errorRows, 'row', 'rows')} with errors included</List.Item>
          )}
          <List.Item>Columns: {columns.join(', ')}</List.Item>
          <List.Item>Existing users: {options.overwrite ? 'overwritten' : 'skipped'}</List.Item>
          <List.Item data-testid="summary-predicted">
            {predicted
              ? describePredictedCounts(predicted)
              : 'Not predicted: "Predict outcomes" in the check step asks the server first.'}
          </List.Item>
          {policy && (
            <List.Item>
              Passwords: {describePolicy(policy.policy)} (
              {policy.source === 'server'
                ? "the server's policy"
                : policy.source === 'profile'
                  ? "the profile's policy"
                  : 'the default policy'}
              )
            </List.Item>
          )}
          {options.generatePasswords && <List.Item>Blank passwords: generated</List.Item>}
          {options.splitLines !== null && sent > options.splitLines && (
            <List.Item>
              {Math.ceil(sent / options.splitLines)} jobs of at most {formatCount(options.splitLines)} lines
            </List.Item>
          )}
          <List.Item>
            Roles: {options.roles.length > 0 ? options.roles.join(', ') : "the organization's device-user role"}
          </List.Item>
          <List.Item>Separator: {options.separator.toLowerCase()}, UTF-8</List.Item>
          <List.Item>
            To: {activeProfile ? `${activeProfile.name} (${activeProfile.baseUrl})` : 'no connection chosen'}
          </List.Item>
        </List>
        {options.errorPolicy === 'stop' && errorRows > 0 && (
          <Alert color="red" mt="sm">
            {errorRows === 1 ? '1 row still has errors' : `${formatCount(errorRows)} rows still have errors`}. Fix them,
            or choose another way to handle them.
          </Alert>
        )}
        {sheetMissing && (
          <Alert color="yellow" mt="sm">
            Save or print the credential sheet first.
          </Alert>
        )}
        {failure && (
          <Alert color="red" mt="sm" title="The import did not start">
            {failure}
          </Alert>
        )}
        <Group justify="space-between" mt="md">
          <Button variant="default" onClick={() => setStep('check')}>
            Back
          </Button>
          <Button onClick={() => void go()} loading={starting} disabled={blocked} data-testid="start-import">
            Start import
          </Button>
        </Group>
      </Card>
    </Group>
  );
}
