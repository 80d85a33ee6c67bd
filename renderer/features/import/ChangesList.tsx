import { Badge, Box, SegmentedControl, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { MATCH_CODE } from '../../../shared/models/dry-run-comparison';
import type { ComparisonKind, FieldChanges, KeyConflict, SimilarUser } from '../../../shared/models/dry-run-comparison';
import type { RowView } from '../../../shared/users-csv';
import { useT } from '../../ui/i18n';
import { comparisonDetails, keptRecords, recordsOfKind, rowOfRecord } from './changes-model';
import { useImportWizard } from './import-wizard-store';
import type { PredictionComparison } from './import-wizard-types';
import { useFixedRows } from './use-fixed-rows';
import { decisionOf, useLookAlikeDecisions } from './look-alike-decisions';
import type { LookAlikeDecision } from './look-alike-decisions';

/** Room for two lines of field diffs or look-alikes (a line of each fits 1280 pixels up to three fields). */
const TALL_ROW = 64;
const ROW_HEIGHT = 40;
const LINE_WIDTH = 90;
const NAME_WIDTH = 260;

/** The hint beside the login of a line matched by its school ID or its e-mail address. */
function matchedHint(code: number | undefined): 'changes.matchedBy.key' | 'changes.matchedBy.email' | null {
  if (code === MATCH_CODE.key) return 'changes.matchedBy.key';
  if (code === MATCH_CODE.email) return 'changes.matchedBy.email';
  return null;
}

interface Props {
  comparison: PredictionComparison;
  kind: ComparisonKind;
  /** The accessible name of the list (the filter shown). */
  label: string;
}

/**
 * The lines of one kind, virtualised (only the rows in view exist and only those are read
 * from the worker): line number, the person, and for a changed user each field's server
 * value beside the file's, for a look-alike the existing users it resembles. The rows take
 * the focus (Tab into the list, arrow keys, Home and End move between them).
 */
export function ChangesList({ comparison, kind, label }: Props) {
  const { t } = useT();
  const { mapping, rows, requestRows, file } = useImportWizard(
    useShallow((s) => ({ mapping: s.mapping, rows: s.rows, requestRows: s.requestRows, file: s.file })),
  );
  const decisions = useLookAlikeDecisions();
  const lineOf = (record: number) => comparison.lineMap[record] ?? record + 2;
  const records = useMemo(() => recordsOfKind(comparison.kinds, kind), [comparison, kind]);
  const details = useMemo(() => comparisonDetails(comparison), [comparison]);
  // With overwrite, the users whose changes are all in columns unticked for update: not sent (UpdateColumns.tsx).
  const { overwrite, notForUpdate } = useImportWizard(
    useShallow((s) => ({ overwrite: s.options.overwrite, notForUpdate: s.options.notForUpdate })),
  );
  const kept = useMemo(
    () => (overwrite ? keptRecords(comparison, notForUpdate) : new Set<number>()),
    [comparison, overwrite, notForUpdate],
  );
  const rowHeight = kind === 'changed' || kind === 'adopts' || kind === 'looksLike' ? TALL_ROW : ROW_HEIGHT;
  const scroller = useRef<HTMLDivElement>(null);
  const { rows: items, totalSize, scrollToIndex } = useFixedRows(scroller, records.length, rowHeight, 8);
  const rowIndexAt = (position: number) => rowOfRecord(records[position]!, comparison.errorRows);

  useEffect(() => {
    const wanted = items.map((item) => rowIndexAt(item.index));
    if (wanted.length > 0) requestRows(wanted);
  });

  const columns = {
    name: mapping.indexOf('name'),
    email: mapping.indexOf('email'),
    given: mapping.indexOf('givenName'),
    sur: mapping.indexOf('surName'),
  };
  const personOf = (row: RowView | undefined) => {
    if (!row) return null;
    const at = (i: number) => (i >= 0 ? (row.fields[i] ?? '').trim() : '');
    return { login: at(columns.name), person: [at(columns.given), at(columns.sur)].filter(Boolean).join(' ') };
  };

  const focusRow = (position: number) => {
    const target = Math.max(0, Math.min(records.length - 1, position));
    scrollToIndex(target);
    // The row exists once the scroll has drawn it.
    requestAnimationFrame(() =>
      scroller.current?.querySelector<HTMLElement>(`[data-position="${target}"]`)?.focus({ preventScroll: true }),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, position: number) => {
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? rowHeight) / rowHeight) - 1);
    const to: Record<string, number> = {
      ArrowDown: position + 1,
      ArrowUp: position - 1,
      PageDown: position + page,
      PageUp: position - page,
      Home: 0,
      End: records.length - 1,
    };
    if (!(event.key in to)) return;
    event.preventDefault();
    focusRow(to[event.key]!);
  };

  if (records.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="changes-empty">
        {t('changes.empty')}
      </Text>
    );
  return (
    <Box
      ref={scroller}
      role="list"
      aria-label={label}
      data-testid="changes-list"
      style={{
        height: 'calc(100vh - 330px)',
        minHeight: 200,
        overflow: 'auto',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 4,
      }}
    >
      <div style={{ height: totalSize, position: 'relative' }}>
        {items.map(({ index: position, start }) => {
          const record = records[position]!;
          const shown = personOf(rows.get(rowIndexAt(position)));
          const line = comparison.lineMap[record] ?? record + 2;
          return (
            <div
              key={record}
              role="listitem"
              tabIndex={0}
              data-position={position}
              data-line={line}
              data-testid="changes-row"
              onKeyDown={(event) => onKeyDown(event, position)}
              style={{
                position: 'absolute',
                top: start,
                left: 0,
                right: 0,
                height: rowHeight,
                display: 'flex',
                alignItems: 'center',
                gap: 12,
                padding: '0 10px',
                borderBottom: '1px solid var(--mantine-color-default-border)',
                overflow: 'hidden',
              }}
            >
              <Text size="sm" c="dimmed" style={{ width: LINE_WIDTH, flex: 'none' }}>
                {t('changes.line', { line })}
              </Text>
              <div style={{ width: NAME_WIDTH, flex: 'none', minWidth: 0 }} data-testid="changes-person">
                {shown ? (
                  <>
                    <Text size="sm" fw={600} truncate title={shown.person}>
                      {shown.person}
                    </Text>
                    <Text size="xs" c="dimmed" truncate title={shown.login}>
                      {shown.login}
                      {/* How the line met its account where it is not by login: the school ID or the e-mail address. */}
                      {matchedHint(comparison.matchedBy[record]) && (
                        <span data-testid="changes-matched-by">
                          {' · '}
                          {t(matchedHint(comparison.matchedBy[record])!)}
                        </span>
                      )}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('changes.loading')}
                  </Text>
                )}
              </div>
              {(kind === 'changed' || kind === 'adopts') && <FieldDiffs changes={details.changes.get(record) ?? {}} />}
              {kept.has(record) && (
                <Badge
                  color="gray"
                  variant="light"
                  style={{ flex: 'none' }}
                  title={t('changes.updateColumns.keptTitle')}
                  data-testid="changes-kept"
                >
                  {t('changes.updateColumns.kept')}
                </Badge>
              )}
              {kind === 'conflict' && (
                <ConflictText
                  why={details.conflicts.get(record)}
                  login={shown?.login ?? ''}
                  lineOf={(other) => comparison.lineMap[other] ?? other + 2}
                />
              )}
              {kind === 'looksLike' && (
                <LookAlikes
                  users={details.similar.get(record) ?? []}
                  decision={decisionOf(decisions, file, lineOf(record), details.similar.get(record)?.[0])}
                  onDecide={(decision) => {
                    const user = details.similar.get(record)?.[0];
                    // "Same person" is written into the row when the view closes (look-alike-apply.ts).
                    if (file && user) decisions.decide(file, lineOf(record), user, decision);
                  }}
                />
              )}
            </div>
          );
        })}
      </div>
    </Box>
  );
}

/** Why the line's school ID stops it, naming the other side (a login on the server, or another line). */
function ConflictText({
  why,
  login,
  lineOf,
}: {
  why: KeyConflict | undefined;
  login: string;
  lineOf: (record: number) => number;
}) {
  const { t } = useT();
  if (!why) return null;
  const text =
    why.kind === 'keyTwice'
      ? t('changes.conflict.keyTwice', { key: why.key, other: lineOf(why.otherRecord) })
      : why.kind === 'keyHeld'
        ? t('changes.conflict.keyHeld', { key: why.key, holder: why.holder, name: login })
        : t('changes.conflict.otherKey', { key: why.key, holder: why.holder, holderKey: why.holderKey });
  return (
    <Text size="sm" c="red" data-testid="changes-conflict" style={{ flex: 1, minWidth: 0 }}>
      {text}
    </Text>
  );
}

/** Each changed field: its name, the server's value struck out, and the file's value that would replace it. */
function FieldDiffs({ changes }: { changes: FieldChanges }) {
  const { t } = useT();
  const shown = (value: string) => (value === '' ? t('changes.blank') : value);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 14px', minWidth: 0, flex: 1 }}>
      {Object.entries(changes).map(([field, { server, file }]) => {
        if (field === 'activated')
          return (
            <span key={field} data-testid="changes-diff" data-field={field} style={{ fontSize: 13 }}>
              {t('changes.reactivated')}
            </span>
          );
        const name = t(`changes.field.${field as keyof FieldChanges}`);
        return (
          <span
            key={field}
            data-testid="changes-diff"
            data-field={field}
            title={t('changes.fieldDiff', { field: name, server: shown(server), file: shown(file) })}
            style={{ display: 'inline-flex', alignItems: 'baseline', gap: 6, minWidth: 0, fontSize: 13 }}
          >
            <span style={{ color: 'var(--mantine-color-dimmed)' }}>{name}</span>
            <del
              data-side="server"
              aria-label={`${t('changes.server')}: ${shown(server)}`}
              style={{
                background: 'var(--mantine-color-red-light)',
                // The text's own colour on the tint: a tinted text on it falls under 4.5:1.
                color: 'var(--mantine-color-text)',
                padding: '0 4px',
                borderRadius: 3,
              }}
            >
              {shown(server)}
            </del>
            <span aria-hidden>→</span>
            <ins
              data-side="file"
              aria-label={`${t('changes.file')}: ${shown(file)}`}
              style={{
                background: 'var(--mantine-color-teal-light)',
                color: 'var(--mantine-color-text)',
                padding: '0 4px',
                borderRadius: 3,
                textDecoration: 'none',
                fontWeight: 600,
              }}
            >
              {shown(file)}
            </ins>
          </span>
        );
      })}
    </div>
  );
}

/** The existing users a new line looks like: name and e-mail, to review before creating a duplicate. */
function LookAlikes({
  users,
  decision,
  onDecide,
}: {
  users: SimilarUser[];
  decision: LookAlikeDecision | undefined;
  onDecide(decision: LookAlikeDecision): void;
}) {
  const { t } = useT();
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', minWidth: 0, flex: 1 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 14px', alignItems: 'baseline', minWidth: 0, flex: 1 }}>
        <Text size="sm" c="dimmed" span>
          {t('changes.looksLikeUsers')}
        </Text>
        {users.map((user) => (
          <Text key={user.name} size="sm" span data-testid="changes-similar">
            <b>{user.name}</b> {user.email}
          </Text>
        ))}
      </div>
      <SegmentedControl
        size="xs"
        aria-label={t('changes.decide')}
        value={decision ?? ''}
        onChange={(value) => onDecide(value as LookAlikeDecision)}
        data={[
          { value: 'same', label: t('changes.decide.same') },
          { value: 'new', label: t('changes.decide.new') },
        ]}
        data-testid="lookalike-decision"
        style={{ flex: 'none' }}
      />
    </div>
  );
}
