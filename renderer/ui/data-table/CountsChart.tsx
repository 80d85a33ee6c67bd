import { Text } from '@mantine/core';
import classes from './CountsChart.module.css';
import { formatNumber } from '../../../shared/i18n/format';
import { useT } from '../i18n';

export interface CountsChartProps {
  /** Accessible name, e.g. "Devices per platform". */
  label: string;
  counts: Readonly<Record<string, number>>;
  labelOf?: (value: string) => string;
  /** Values in the current filter: shown pressed. */
  selected: readonly string[];
  /** A click on a bar adds or removes its value from the filter. */
  onToggle(value: string): void;
}

/** Horizontal bars, largest first; values with no devices are left out. */
export function CountsChart({ label, counts, labelOf = (v) => v, selected, onToggle }: CountsChartProps) {
  const { t, language } = useT();

  const entries = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const max = entries[0]?.[1] ?? 0;
  if (entries.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('table.noMatch')}
      </Text>
    );
  return (
    <div className={classes.list} role="list" aria-label={label}>
      {entries.map(([value, n]) => (
        <div key={value} role="listitem">
          <button
            type="button"
            className={classes.bar}
            aria-pressed={selected.includes(value)}
            title={t('table.barTitle', { label: labelOf(value), count: n })}
            onClick={() => onToggle(value)}
            data-value={value}
          >
            <span className={classes.label}>{labelOf(value)}</span>
            <span className={classes.track}>
              <span
                className={classes.fill}
                style={{ width: `${Math.max(1.5, (n / max) * 100)}%`, display: 'block' }}
              />
            </span>
            <span className={classes.count}>{formatNumber(language, n)}</span>
          </button>
        </div>
      ))}
    </div>
  );
}
