/**
 * The one body of the list commands (`devices`, `org-requests`): parse the connection,
 * query and output options plus the command's own filters, open the connection, walk the
 * pages and print them as a table, JSON or CSV, each field by its kind in the registry.
 * A command says only what differs: its filter options, its filter, its walk and its words.
 */
import { parseArgs } from 'node:util';
import type { ParseArgsConfig } from 'node:util';
import type { FieldRegistry } from '../../shared/api/fields/index';
import type { QueryPage, ServerRecord, SortSpec } from '../../shared/models/query';
import type { Core } from '../core/index';
import type { ConnectionRef } from '../../shared/models/connection';
import { withCore } from './cli-core';
import type { Command } from './command';
import { CONNECTION_OPTIONS, openConnection, reportError } from './connection-options';
import type { ConnectionValues } from './connection-options';
import { EXIT } from './io';
import { parseColumns, parseCount, parseFormat, parseSort, printRecords, QUERY_OPTIONS } from './query-output';

/** What parseArgs gives for the options of a list command. */
export type OptionValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

export interface ListCommandSpec<Filter> {
  name: string;
  summary: string;
  usage: string;
  /** The command's own options (filters), beside the connection and query options. */
  filterOptions: NonNullable<ParseArgsConfig['options']>;
  /** The filter from the parsed options; throws UsageError for a bad value. */
  filterOf(values: OptionValues): Filter;
  /** The table's columns when `--columns` is not given. */
  tableColumns: readonly string[];
  /** What each field is: dates are written as dates in the table and in CSV. */
  fields: FieldRegistry;
  /** The plural noun of the table's last line ("12 of 620 devices"). */
  what: string;
  walk(
    core: Core,
    query: { connection: ConnectionRef; filter: Filter; sort: SortSpec[] },
    walk: { offset: number; limit?: number; signal?: AbortSignal },
  ): AsyncIterable<QueryPage<ServerRecord>>;
}

export function listCommand<Filter>(spec: ListCommandSpec<Filter>): Command {
  return {
    name: spec.name,
    summary: spec.summary,
    usage: spec.usage,
    async run(args, io) {
      const { values } = parseArgs({
        args,
        strict: true,
        allowPositionals: false,
        options: { ...CONNECTION_OPTIONS, ...QUERY_OPTIONS, ...spec.filterOptions },
      });
      const typed = values as OptionValues & {
        format?: string;
        sort?: string[];
        limit?: string;
        offset?: string;
        all?: boolean;
        columns?: string;
      };
      const format = parseFormat(typed.format);
      const sort = parseSort(typed.sort);
      const limit = parseCount(typed.limit, 'limit', 50, 1, 1000);
      const offset = parseCount(typed.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
      const columns = parseColumns(typed.columns, spec.tableColumns, format);
      const filter = spec.filterOf(values);
      return withCore(io, async (core) => {
        try {
          const { ref } = await openConnection(core, io, values as ConnectionValues);
          const pages = spec.walk(
            core,
            { connection: ref, filter, sort },
            { offset, signal: io.signal, ...(typed.all ? {} : { limit }) },
          );
          await printRecords(io, pages, format, columns, spec.what, offset, spec.fields);
          return EXIT.ok;
        } catch (error) {
          return reportError(io, spec.name, error);
        }
      });
    },
  };
}
