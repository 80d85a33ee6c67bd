import {
  Alert,
  Button,
  Card,
  Checkbox,
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
import { CredentialSheetCard } from './CredentialSheet';
import { GeneratedPasswordOptions } from './GeneratedPasswordOptions';
import { DeactivateLeavers } from './DeactivateLeavers';
import { deactivationBlocked, leaversOf } from './deactivate-leavers';
import { useT } from '../../ui/i18n';
import { statusWord } from '../../../shared/i18n/status-words';
import { passwordPolicyText, predictedCountsText } from './know-before-text';
import { undecidedLookAlikes, useLookAlikeDecisions } from './look-alike-decisions';
import { countComparison } from '../../../shared/models/dry-run-comparison';
import { keptRecords } from './changes-model';
import { profileLabel } from '../../../shared/connections/profile-label';
import { ComparingProgress, ComparisonSummaryItems, UndecidedLines, useLeftOut } from './ComparisonSummary';
import { ComparisonCancelled } from './compare-first';

/**
 * Options and a summary of exactly what will be sent, then the start. Start compares the
 * file with the organization's users first where no comparison is current (its progress
 * shows here, Cancel stops it), and sends only what changes.
 */
export function OptionsStep() {
  const { t, language } = useT();
  const { options, setOptions, summary, mapping, file, setStep, start, markSent, uploadFailed, sheet, policy } =
    useImportWizard(
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
        markSent: s.markSent,
        uploadFailed: s.uploadFailed,
      })),
    );
  const activeProfile = useProfiles((s) => s.activeProfile);
  // Every look-alike line decided before anything is sent (look-alike-decisions.ts).
  const comparison = useImportWizard((s) => s.prediction.comparison);
  const undecided = useLookAlikeDecisions((s) => undecidedLookAlikes(comparison, file, s));
  // A dry run under way (asked again after "Same person"): what it leaves out is not known yet.
  const predicting = useImportWizard((s) => s.prediction.phase === 'running');
  // Lines the comparison leaves out (unchanged, stopped, skipped): not counted as sent.
  const leftOut = useLeftOut();
  const brakeUnconfirmed = useImportWizard(deactivationBlocked);
  // The users not in the file this start deactivates after the file (what is sent, said with the rest).
  const deactivating = useImportWizard((s) => (s.options.deactivateNotInFile ? (leaversOf(s)?.count ?? 0) : 0));
  const navigate = useNavigation((s) => s.navigate);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  // Asked again for every connection: the server refuses a system administrator's import only after the upload.
  const [systemConfirmed, setSystemConfirmed] = useState<string | null>(null);
  if (!summary || !file) return null;

  const errorRows = summary.errorRows.length;
  const sent = options.errorPolicy === 'valid-only' ? summary.records - errorRows : summary.records;
  const sheetMissing = options.generatePasswords && !sheet?.saved;
  const systemProfile = activeProfile?.kind === 'system';
  const blocked =
    (options.errorPolicy === 'stop' && errorRows > 0) ||
    summary.missing.length > 0 ||
    sent === 0 ||
    !activeProfile ||
    (systemProfile && systemConfirmed !== activeProfile.id) ||
    sheetMissing ||
    undecided > 0 ||
    predicting ||
    brakeUnconfirmed;
  const predicted = summary.predicted
    ? options.overwrite
      ? summary.predicted.withOverwrite
      : summary.predicted.withoutOverwrite
    : null;
  const columns = mapping.filter((c) => c !== null);
  // Overwriting: the existing users sent get the upload's password; the unchanged are left out (leave-out.ts).
  const compared = comparison && predicted ? countComparison(comparison.kinds) : null;
  // Columns unticked for update in the Changes view: the users whose changes are all in them are kept.
  const kept = comparison && options.overwrite ? keptRecords(comparison, options.notForUpdate).size : 0;
  const newPasswords =
    !options.overwrite || !predicted ? 0 : compared ? compared.changed + compared.adopts - kept : predicted.OVERWRITTEN;

  const go = async () => {
    setStarting(true);
    setFailure(null);
    setCancelled(false);
    try {
      const job = await start();
      // Not sent: the comparison asks first (the lines to decide are shown).
      if (!job) return;
      useJobs.getState().upsert(job);
      useJobs.getState().select(job.id);
      // The file and its fixes stay until the server confirms the job (a failed upload can be retried).
      markSent(job.id);
      navigate('jobs');
    } catch (e) {
      if (e instanceof ComparisonCancelled) setCancelled(true);
      else setFailure((e as Error).message);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        <Switch
          label={t('import.options.overwrite')}
          description={t('import.options.overwriteHelp', { status: statusWord(t, 'line', 'SKIPPED') })}
          checked={options.overwrite}
          onChange={(e) => setOptions({ overwrite: e.currentTarget.checked })}
        />
        <TagsInput
          label={t('import.options.roles')}
          description={t('import.options.rolesHelp')}
          placeholder={t('import.options.rolesPlaceholder')}
          value={options.roles}
          onChange={(roles) => setOptions({ roles })}
          maw={480}
        />
        <div>
          <Text size="sm" fw={500} id="upload-separator-label">
            {t('import.options.separator')}
          </Text>
          <SegmentedControl
            aria-labelledby="upload-separator-label"
            value={options.separator}
            onChange={(v) => setOptions({ separator: v as 'COMMA' | 'SEMICOLON' })}
            data={[
              { value: 'COMMA', label: t('import.options.comma') },
              { value: 'SEMICOLON', label: t('import.options.semicolon') },
            ]}
          />
        </div>
        <Radio.Group
          label={t('import.options.errorRows')}
          value={options.errorPolicy}
          onChange={(v) => setOptions({ errorPolicy: v as ErrorPolicy })}
        >
          <Stack gap={6} mt={4}>
            <Radio value="stop" label={t('import.options.stop')} />
            <Radio value="valid-only" label={t('import.options.validOnly')} />
            <Radio value="all" label={t('import.options.all')} />
          </Stack>
        </Radio.Group>
        <Switch
          label={t('import.options.generatePasswords')}
          description={t('import.options.generatePasswordsHelp')}
          checked={options.generatePasswords}
          onChange={(e) => setOptions({ generatePasswords: e.currentTarget.checked })}
          data-testid="generate-passwords"
        />
        <GeneratedPasswordOptions />
        <CredentialSheetCard />
        <DeactivateLeavers />
        <Group gap="sm" align="flex-end">
          <Switch
            label={t('import.options.split')}
            description={t('import.options.splitHelp')}
            checked={options.splitLines !== null}
            onChange={(e) => setOptions({ splitLines: e.currentTarget.checked ? 100_000 : null })}
            data-testid="split-toggle"
          />
          {options.splitLines !== null && (
            <NumberInput
              label={t('import.options.splitLines')}
              min={1}
              step={1000}
              thousandSeparator={language === 'de' ? '.' : ','}
              decimalSeparator={language === 'de' ? ',' : '.'}
              w={160}
              value={options.splitLines}
              onChange={(v) => setOptions({ splitLines: typeof v === 'number' && v >= 1 ? Math.floor(v) : 1 })}
              data-testid="split-lines"
            />
          )}
        </Group>
      </Stack>
      <Card withBorder w={420} padding="md" data-testid="import-summary" style={{ flex: 'none' }}>
        <Title order={3} size="h4" mb="xs">
          {t('import.summary.title')}
        </Title>
        <List size="sm" spacing={4}>
          <List.Item data-testid="summary-users">
            {t('import.summary.users', { sent: sent - leftOut, total: summary.records, file: file.name })}
          </List.Item>
          {options.errorPolicy === 'valid-only' && errorRows > 0 && (
            <List.Item>{t('import.summary.leftOut', { count: errorRows })}</List.Item>
          )}
          {options.errorPolicy === 'all' && errorRows > 0 && (
            <List.Item>{t('import.summary.included', { count: errorRows })}</List.Item>
          )}
          <List.Item>{t('import.summary.columns', { columns: columns.join(', ') })}</List.Item>
          <List.Item>
            {t('import.summary.existing', {
              what: options.overwrite ? t('import.summary.overwritten') : t('import.summary.skipped'),
            })}
          </List.Item>
          <ComparisonSummaryItems />
          {/* Once compared, the words above say it; the server's refusals still count. */}
          {predicted && (!compared || predicted.FAILED > 0) && (
            <List.Item data-testid="summary-predicted">{predictedCountsText(predicted, t)}</List.Item>
          )}
          {policy && (
            <List.Item>
              {t('import.summary.passwords', {
                policy: passwordPolicyText(policy.policy, t),
                source: t(`passwordPolicy.source.${policy.source}`),
              })}
            </List.Item>
          )}
          {options.generatePasswords && <List.Item>{t('import.summary.generated')}</List.Item>}
          {options.generatePasswords && options.passwordChangeRequired && (
            <List.Item>{t('import.summary.changeRequired')}</List.Item>
          )}
          {newPasswords > 0 && (
            <List.Item data-testid="summary-new-passwords">
              {options.generatePasswords
                ? t('changes.newPasswords', { count: newPasswords })
                : t('import.compare.newPasswordsOfFile', { count: newPasswords })}
            </List.Item>
          )}
          {deactivating > 0 && (
            <List.Item data-testid="summary-deactivate">
              {t('deactivate.summaryItem', { count: deactivating })}
            </List.Item>
          )}
          {options.splitLines !== null && sent > options.splitLines && (
            <List.Item>
              {t('import.summary.splitJobs', {
                count: Math.ceil(sent / options.splitLines),
                lines: options.splitLines,
              })}
            </List.Item>
          )}
          <List.Item>
            {t('import.summary.roles', {
              roles: options.roles.length > 0 ? options.roles.join(', ') : t('import.summary.defaultRole'),
            })}
          </List.Item>
          <List.Item>
            {t('import.summary.separator', {
              separator: options.separator === 'COMMA' ? t('import.options.comma') : t('import.options.semicolon'),
            })}
          </List.Item>
          <List.Item>
            {activeProfile
              ? t('import.summary.to', { name: profileLabel(activeProfile.name, t), url: activeProfile.baseUrl })
              : t('import.summary.noConnection')}
          </List.Item>
        </List>
        {options.errorPolicy === 'stop' && errorRows > 0 && (
          <Alert color="red" mt="sm" data-testid="errors-block-start">
            {t('import.summary.stillErrors', { count: errorRows })}
          </Alert>
        )}
        {systemProfile && activeProfile && (
          <Alert color="orange" mt="sm" title={t('import.system.title')} data-testid="system-profile-warning">
            <Text size="sm">{t('import.system.text')}</Text>
            <Checkbox
              mt="xs"
              label={t('import.system.anyway')}
              checked={systemConfirmed === activeProfile.id}
              onChange={(e) => setSystemConfirmed(e.currentTarget.checked ? activeProfile.id : null)}
            />
          </Alert>
        )}
        <UndecidedLines />
        <ComparingProgress />
        {sheetMissing && (
          <Alert color="yellow" mt="sm">
            {t('import.sheet.saveFirst')}
          </Alert>
        )}
        {cancelled && (
          <Alert color="gray" mt="sm" data-testid="comparison-cancelled">
            {t('import.compare.cancelled')}
          </Alert>
        )}
        {failure && (
          <Alert color="red" mt="sm" title={t('import.summary.notStarted')}>
            {failure}
          </Alert>
        )}
        <Group justify="space-between" mt="md">
          <Button variant="default" onClick={() => setStep('check')}>
            {t('common.back')}
          </Button>
          <Button onClick={() => void go()} loading={starting} disabled={blocked} data-testid="start-import">
            {uploadFailed ? t('import.uploadFailed.retry') : t('import.start')}
          </Button>
        </Group>
      </Card>
    </Group>
  );
}
