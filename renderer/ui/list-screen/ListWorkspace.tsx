import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import type { ExportFormat } from '../../../shared/csv/export-format';
import { profileLabel } from '../../../shared/connections/profile-label';
import type { ProfileView } from '../../../shared/models/profile';
import type { QueryPage, ServerRecord, SortSpec } from '../../../shared/models/query';
import { useT } from '../i18n';
import { fieldColumn, fieldColumnChoices } from '../data-table/field-columns';
import type { ListColumns } from '../data-table/field-columns';
import type { ListState } from '../data-table/list-store';
import { ListToolbar } from '../data-table/ListToolbar';
import { PagedResults } from '../data-table/PagedResults';
import type { PagedResultsProps } from '../data-table/PagedResults';
import { useExport } from '../data-table/use-export';
import type { ExportPort } from '../data-table/use-export';
import { useLatestQuery } from '../data-table/use-latest-query';

/** One page as the list asks core for it (devices.query, orgs.query). */
export interface PageRequest<Filter> {
  profileId: string;
  filter: Filter;
  sort: SortSpec[];
  limit: number;
  offset: number;
  channel: string;
}
/** An export as the list asks core for it (devices.export, orgs.export). */
export interface ExportRequest<Filter> {
  profileId: string;
  filter: Filter;
  sort: SortSpec[];
  columns: string[];
  format: ExportFormat;
}

export interface ListWorkspaceProps<Filter> {
  profile: ProfileView;
  /** The list's state (its zustand store: filter, sort, columns, paging). */
  list: ListState<Filter>;
  columns: ListColumns;
  /** Core cancels an older page request on this channel when a newer one starts. */
  channel: string;
  queryPage(request: PageRequest<Filter>): Promise<QueryPage<ServerRecord>>;
  startExport(request: ExportRequest<Filter>): Promise<{ exportId: string }>;
  exportPort: ExportPort;
  /** The noun for a count ("1 device", "2 Geräte"). */
  noun: (count: number) => string;
  totalTestId: string;
  what: PagedResultsProps['what'];
  height: string;
  measureName?: string;
  /** Between the toolbar and the table: what the list filters by, given the shown rows and whether the page failed. */
  above?: (shown: { rows: readonly ServerRecord[]; failed: boolean }) => ReactNode;
  /** Also asked again when the user retries a failed page (the devices' counts). */
  onRetry?: () => void;
}

/**
 * The body every server list shares: one page for the state's filter, sort and paging
 * (never a stale answer: useLatestQuery), the toolbar with the total, the column chooser
 * and the export, the feature's filters, the table built from the field registry, the pager.
 */
export function ListWorkspace<Filter>(props: ListWorkspaceProps<Filter>) {
  const { language, t } = useT();
  const { profile, list, queryPage, startExport, onRetry } = props;
  const { filter, sort, limit, offset, columns, debounceMs } = list;
  const pageKey = JSON.stringify([profile.id, filter, sort, limit, offset]);
  const page = useLatestQuery<QueryPage<ServerRecord>>({
    key: pageKey,
    enabled: true,
    channel: props.channel,
    debounceMs,
    ...(props.measureName ? { measureName: props.measureName } : {}),
    run: (channel) => queryPage({ profileId: profile.id, filter, sort, limit, offset, channel }),
  });
  const exporter = useExport(props.exportPort);
  const rows = useMemo(() => page.data?.results ?? [], [page.data]);
  const answeredAt = page.answeredAt;
  // The language is a dependency: the columns carry their names and dates in it.
  const tableColumns = useMemo(
    () => columns.map((field) => fieldColumn(props.columns, field, answeredAt, language)),
    [props.columns, columns, answeredAt, language],
  );
  const choices = useMemo(
    () => fieldColumnChoices(props.columns, rows, columns, language),
    [props.columns, rows, columns, language],
  );
  const exportAs = (format: ExportFormat) =>
    void exporter.start(() => startExport({ profileId: profile.id, filter, sort, columns, format }));
  const retry = onRetry
    ? () => {
        page.retry();
        onRetry();
      }
    : page.retry;

  return (
    <Stack gap="sm">
      <ListToolbar
        profileName={profileLabel(profile.name, t)}
        total={page.data?.total ?? null}
        loading={page.loading}
        noun={props.noun}
        totalTestId={props.totalTestId}
        columns={{ choices, visible: columns, defaults: props.columns.defaults, onChange: list.setColumns }}
        exporter={exporter}
        onExport={exportAs}
      />
      {props.above?.({ rows, failed: page.error !== null })}
      <PagedResults
        what={props.what}
        page={page}
        onRetry={retry}
        columns={tableColumns}
        sort={sort}
        onSort={list.sortBy}
        offset={offset}
        limit={limit}
        onOffset={list.setOffset}
        onLimit={list.setLimit}
        pageKey={pageKey}
        height={props.height}
      />
    </Stack>
  );
}
