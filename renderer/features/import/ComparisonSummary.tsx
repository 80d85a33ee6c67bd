import { Alert, Button, Group, List, Progress, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Translate } from '../../../shared/i18n/translator';
import { countComparison } from '../../../shared/models/dry-run-comparison';
import type { ComparisonCounts } from '../../../shared/models/dry-run-comparison';
import { useProfiles } from '../../stores/profiles';
import { useT } from '../../ui/i18n';
import { useChangesView } from './changes-view-store';
import { comparisonCurrent } from './compare-first';
import { keptRecords } from './changes-model';
import { useImportWizard } from './import-wizard-store';
import { undecidedLookAlikes, useLookAlikeDecisions } from './look-alike-decisions';
import { progressOf } from './PredictionBar';
import { undecidedLines } from './start-waits';

/** What the comparison leaves out of the upload, as leave-out.ts and the worker do (and the CLI's plan). */
export function leftOutCounts(
  counts: ComparisonCounts,
  options: { overwrite: boolean; generatePasswords: boolean },
  /** With overwrite: the existing users kept for columns not chosen for update (keptRecords). */
  keptUsers = 0,
): { unchanged: number; stopped: number; skipped: number; kept: number; total: number } {
  // Without overwrite every existing user is skipped by the server: with generated passwords
  // they get none, and are not sent (as the CLI's plan); the unchanged among them too.
  const existing = counts.changed + counts.adopts + counts.unchanged;
  const skipped = options.generatePasswords && !options.overwrite ? existing : 0;
  const unchanged = options.overwrite ? counts.unchanged : 0;
  const kept = options.overwrite ? keptUsers : 0;
  return { unchanged, stopped: counts.conflict, skipped, kept, total: unchanged + counts.conflict + skipped + kept };
}

/**
 * "3 new, 1 changed, 1 unchanged, 1 stopped by the school ID": the rarer kinds only where there
 * are some; look-alikes say when every one is decided (a new account each).
 */
function countsText(counts: ComparisonCounts, lookAlikesDecided: boolean, t: Translate): string {
  const parts = [
    t('import.compare.new', { count: counts.new }),
    t('import.compare.changed', { count: counts.changed }),
    t('import.compare.unchanged', { count: counts.unchanged }),
  ];
  if (counts.adopts > 0) parts.push(t('import.compare.adopts', { count: counts.adopts }));
  if (counts.looksLike > 0)
    parts.push(
      t(lookAlikesDecided ? 'import.compare.looksLikeDecided' : 'import.compare.looksLike', {
        count: counts.looksLike,
      }),
    );
  if (counts.conflict > 0) parts.push(t('import.compare.stopped', { count: counts.conflict }));
  return t('import.compare.result', { counts: parts.join(', ') });
}

/** How many lines the current comparison leaves out of the upload (0: none is current). */
export function useLeftOut(): number {
  useProfiles((s) => s.activeId);
  return useImportWizard((s) =>
    comparisonCurrent(s) && s.prediction.comparison
      ? leftOutCounts(
          countComparison(s.prediction.comparison.kinds),
          s.options,
          s.options.overwrite ? keptRecords(s.prediction.comparison, s.options.notForUpdate).size : 0,
        ).total
      : 0,
  );
}

/**
 * The summary's lines about the comparison Start works from: before it, that Start compares
 * first; once known, what it found and what is sent and not sent, in words.
 */
export function ComparisonSummaryItems() {
  const { t } = useT();
  useProfiles((s) => s.activeId);
  const { current, comparison, overwrite, generatePasswords, file, notForUpdate } = useImportWizard(
    useShallow((s) => ({
      current: comparisonCurrent(s),
      comparison: s.prediction.comparison,
      overwrite: s.options.overwrite,
      generatePasswords: s.options.generatePasswords,
      file: s.file,
      notForUpdate: s.options.notForUpdate,
    })),
  );
  const undecided = useLookAlikeDecisions((decisions) => undecidedLookAlikes(comparison, file, decisions));
  if (!current || !comparison)
    return <List.Item data-testid="summary-compare-on-start">{t('import.compare.onStart')}</List.Item>;
  const counts = countComparison(comparison.kinds);
  const kept = overwrite ? keptRecords(comparison, notForUpdate).size : 0;
  const left = leftOutCounts(counts, { overwrite, generatePasswords }, kept);
  const reasons = [
    ...(left.unchanged > 0 ? [t('import.compare.unchanged', { count: left.unchanged })] : []),
    ...(left.stopped > 0 ? [t('import.compare.stopped', { count: left.stopped })] : []),
    ...(left.skipped > 0 ? [t('import.compare.skipped', { count: left.skipped })] : []),
    ...(left.kept > 0 ? [t('import.compare.kept', { count: left.kept })] : []),
  ];
  const skippedByServer = !overwrite && !generatePasswords ? counts.changed + counts.adopts : 0;
  return (
    <>
      <List.Item data-testid="summary-compared">{countsText(counts, undecided === 0, t)}</List.Item>
      {left.total > 0 && (
        <List.Item data-testid="summary-not-sent">
          {t('import.compare.notSent', { count: left.total, reasons: reasons.join(', ') })}
        </List.Item>
      )}
      {skippedByServer > 0 && (
        <List.Item data-testid="summary-not-overwritten">
          {t('import.compare.notOverwritten', { count: skippedByServer })}
        </List.Item>
      )}
    </>
  );
}

/** While Start (or the sheet) compares first: its progress and Cancel. */
export function ComparingProgress() {
  const { t } = useT();
  const { prediction, cancelPrediction } = useImportWizard(
    useShallow((s) => ({ prediction: s.prediction, cancelPrediction: s.cancelPrediction })),
  );
  if (prediction.phase !== 'running') return null;
  const { share, text } = progressOf(prediction, t);
  return (
    <Alert color="blue" mt="sm" data-testid="comparing" title={t('import.compare.running')}>
      <Text size="sm">{text}</Text>
      <Group gap="sm" wrap="nowrap" mt={6}>
        <Progress value={share} style={{ flex: 1 }} aria-label={t('predict.progressLabel')} />
        <Button size="xs" variant="default" onClick={cancelPrediction} data-testid="cancel-comparing">
          {t('common.cancel')}
        </Button>
      </Group>
    </Alert>
  );
}

/** The look-alike lines Start waits for, by number, and the way to the Changes view to decide them. */
export function UndecidedLines() {
  const { t } = useT();
  const setStep = useImportWizard((s) => s.setStep);
  const alert = useRef<HTMLDivElement>(null);
  const lines = useLookAlikeDecisions((decisions) => undecidedLines(useImportWizard.getState(), decisions).join(', '));
  // The comparison changes the lines too; once current, the summary above it grows.
  useImportWizard((s) => s.prediction.comparison);
  const current = useImportWizard(comparisonCurrent);
  // Start stopped here: the lines to decide are brought into view (the summary is long).
  useEffect(() => {
    if (lines) alert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lines, current]);
  if (!lines) return null;
  const count = lines.split(', ').length;
  return (
    <Alert ref={alert} color="yellow" mt="sm" data-testid="lookalikes-undecided">
      <Text size="sm">{t('changes.undecided', { count })}</Text>
      <Text size="sm" fw={500} mt={4} data-testid="lookalikes-undecided-lines">
        {t('import.compare.undecidedLines', { count, lines })}
      </Text>
      <Button
        size="xs"
        variant="light"
        mt={6}
        onClick={() => {
          setStep('check');
          useChangesView.getState().open('looksLike');
        }}
        data-testid="decide-lookalikes"
      >
        {t('import.compare.decide')}
      </Button>
    </Alert>
  );
}
