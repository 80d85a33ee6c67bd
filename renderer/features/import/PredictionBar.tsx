import { Badge, Button, Group, Progress, Select, Text } from '@mantine/core';
import { useShallow } from 'zustand/react/shallow';
import { PREDICTED_STATUSES } from '../../../shared/models/dry-run';
import type { PredictedStatus } from '../../../shared/models/dry-run';
import type { Translate } from '../../../shared/i18n/translator';
import { statusWord } from '../../../shared/i18n/status-words';
import { useT } from '../../ui/i18n';
import { selectWidthFor } from '../../ui/select-width';
import { ChangesView } from './ChangesView';
import { changesCounts, openingFilter } from './changes-model';
import { useChangesView } from './changes-view-store';
import { useImportWizard } from './import-wizard-store';
import type { PredictionState } from './import-wizard-types';

const COLOR: Record<PredictedStatus, string> = {
  SUCCESS: 'teal',
  SKIPPED: 'yellow',
  OVERWRITTEN: 'blue',
  FAILED: 'red',
};

interface Props {
  /** The status the grid is filtered on, or null for every row. */
  filter: PredictedStatus | null;
  onFilter(status: PredictedStatus | null): void;
}

/**
 * The dry run in the check step: "Predict outcomes" asks the connected server which users
 * exist and whose e-mail addresses are taken (read-only lookups, nothing is uploaded), then
 * the counts per predicted outcome and a filter on them, and the Changes view of the comparison
 * with the organization's users; while it runs, its progress and Cancel.
 */
export function PredictionBar({ filter, onFilter }: Props) {
  const { t } = useT();
  const { prediction, predicted, overwrite, phase, missing, predict, cancelPrediction } = useImportWizard(
    useShallow((s) => ({
      prediction: s.prediction,
      predicted: s.summary?.predicted ?? null,
      overwrite: s.options.overwrite,
      phase: s.phase,
      missing: s.summary?.missing.length ?? 1,
      predict: s.predict,
      cancelPrediction: s.cancelPrediction,
    })),
  );
  const openChanges = useChangesView((s) => s.open);
  const counts = predicted ? (overwrite ? predicted.withOverwrite : predicted.withoutOverwrite) : null;
  const filterChoices = [
    { value: 'all', label: t('predict.allRows') },
    ...PREDICTED_STATUSES.map((s) => ({
      value: s,
      label: t('predict.only', { status: statusWord(t, 'predicted', s) }),
    })),
  ];
  if (prediction.phase === 'running') {
    const { share, text } = progressOf(prediction, t);
    return (
      <Group gap="sm" wrap="nowrap" data-testid="prediction-bar">
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {text}
        </Text>
        <Progress value={share} style={{ flex: 1 }} aria-label={t('predict.progressLabel')} />
        <Button size="xs" variant="default" onClick={cancelPrediction}>
          {t('common.cancel')}
        </Button>
      </Group>
    );
  }
  return (
    // Gaps of 6 px: the bar with its Changes button fits 1280 pixels in German.
    <Group gap={6} wrap="nowrap" data-testid="prediction-bar">
      <Button
        size="xs"
        variant={counts ? 'default' : 'light'}
        onClick={() => {
          onFilter(null);
          void predict();
        }}
        disabled={phase !== 'done' || missing > 0}
        title={t('predict.hint')}
        style={{ flex: 'none' }}
        data-testid="predict"
      >
        {counts ? t('predict.again') : t('predict.run')}
      </Button>
      {counts && (
        <>
          <Text size="sm" data-testid="predicted-counts">
            {t('predict.counts')}
          </Text>
          {PREDICTED_STATUSES.map((status) => (
            // The text's own colour on the tint: teal text on teal light falls under 4.5:1.
            <Badge
              key={status}
              color={COLOR[status]}
              c="var(--mantine-color-text)"
              variant="light"
              tt="none"
              data-testid={`predicted-${status}`}
            >
              {t(`predict.count.${status}`, { count: counts[status] })}
            </Badge>
          ))}
          <Select
            size="xs"
            w={selectWidthFor(
              filterChoices.map((c) => c.label),
              120,
            )}
            aria-label={t('predict.filter')}
            value={filter ?? 'all'}
            onChange={(value) => onFilter(value && value !== 'all' ? (value as PredictedStatus) : null)}
            data={filterChoices}
            allowDeselect={false}
          />
          {prediction.comparison && (
            <Button
              size="xs"
              variant="light"
              style={{ flex: 'none' }}
              onClick={() => {
                const { comparison } = useImportWizard.getState().prediction;
                const last = useChangesView.getState().filter;
                openChanges(comparison ? openingFilter(last, changesCounts(comparison)) : undefined);
              }}
              title={t('changes.openHint')}
              data-testid="open-changes"
            >
              {t('changes.open')}
            </Button>
          )}
        </>
      )}
      {!counts && prediction.phase === 'done' && (
        <Text size="sm" c="dimmed">
          {t('predict.stale')}
        </Text>
      )}
      {prediction.phase === 'failed' && (
        <Text size="sm" c="red" role="alert">
          {t('predict.failed', { reason: prediction.error ?? '' })}
        </Text>
      )}
      {prediction.phase === 'cancelled' && (
        <Text size="sm" c="dimmed">
          {t('predict.cancelled')}
        </Text>
      )}
      <ChangesView />
    </Group>
  );
}

/**
 * How far the dry run is, in words and percent: first the organization's users are read (for
 * the comparison; the server may not say how many), then the file's names and e-mails looked up.
 */
export function progressOf({ users, checked, total }: PredictionState, t: Translate): { share: number; text: string } {
  if (users)
    return users.total === null
      ? { share: 0, text: t('predict.readingUsersUncounted', { read: users.read }) }
      : {
          share: users.total > 0 ? (users.read / users.total) * 100 : 0,
          text: t('predict.readingUsers', { read: users.read, total: users.total }),
        };
  return { share: total > 0 ? (checked / total) * 100 : 0, text: t('predict.progress', { checked, total }) };
}
