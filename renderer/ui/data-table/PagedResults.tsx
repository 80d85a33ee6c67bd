import type { QueryPage, ServerRecord, SortSpec } from '../../../shared/models/query';
import type { Column } from './column';
import { DataTable } from './DataTable';
import { Pager } from './Pager';
import { QueryProblem } from './QueryProblem';
import type { LatestQuery } from './use-latest-query';

export interface PagedResultsProps {
  /** What the table lists, for its accessible name and the failure title. */
  what: { label: string; failure: string; forbiddenHint: string; loading: string; empty: string };
  page: LatestQuery<QueryPage<ServerRecord>>;
  /** What Retry does after a failure; the page's own retry by default (a screen may retry its counts too). */
  onRetry?: () => void;
  columns: readonly Column<ServerRecord>[];
  sort: readonly SortSpec[];
  onSort(field: string, additive: boolean): void;
  offset: number;
  limit: number;
  onOffset(offset: number): void;
  onLimit(limit: number): void;
  /** A new value scrolls the table back to its first row. */
  pageKey: string;
  height: string;
}

/** One page of a server query as every list screen shows it: the failure with a retry, the table, the pager. */
export function PagedResults(props: PagedResultsProps) {
  const { what, page, offset } = props;
  const rows = page.data?.results ?? [];
  return (
    <>
      {page.error && (
        <QueryProblem
          title={what.failure}
          error={page.error}
          onRetry={props.onRetry ?? page.retry}
          forbiddenHint={what.forbiddenHint}
        />
      )}
      <DataTable
        label={what.label}
        columns={props.columns}
        rows={rows}
        rowKey={(row, i) => String(row.uuid ?? `${offset + i}`)}
        sort={props.sort}
        onSort={props.onSort}
        stale={page.loading}
        height={props.height}
        resetScrollKey={props.pageKey}
        rowIndexOffset={offset}
        // After a failure the table is empty because nothing answered, not because nothing matches.
        empty={page.loading ? what.loading : page.error ? '' : what.empty}
      />
      <Pager
        offset={offset}
        limit={props.limit}
        shown={rows.length}
        total={page.data?.total ?? null}
        onOffset={props.onOffset}
        onLimit={props.onLimit}
      />
    </>
  );
}
