import type { ExportedFile } from './files';

/** What the screens ask of the device and organization queries (spec 2.6, 4.5, 4.6). */

export interface SortSpec {
  field: string;
  ascending: boolean;
}

export interface DeviceFilter {
  /** stringEnum on platform; empty means any. */
  platforms: string[];
  /** stringEnum on status; empty means any. */
  statuses: string[];
  /** Name contains this text (case-insensitive); empty means any. */
  search: string;
  /** lastConnectionDate older than this many days; null means any. */
  lastConnectionOlderThanDays: number | null;
}

export interface OrgRequestFilter {
  search: string;
}

export interface QueryPage<Row> {
  /** From getNonpagedCount (`total`, falling back to `nonpagedCount`); null when the server gives none. */
  total: number | null;
  results: Row[];
}

/** A record as the server returned it: known fields normalised (dates as epoch ms), unknown ones kept. */
export type ServerRecord = Record<string, unknown> & { name?: string; uuid?: string };

export interface CountsByValue {
  byPlatform: Record<string, number>;
  byStatus: Record<string, number>;
}

export interface ExportProgress {
  exportId: string;
  done: number;
  total: number | null;
  state: 'running' | 'finished' | 'cancelled' | 'failed';
  error?: string;
  /** Set once, when state is finished: the file to download by id (never its content). */
  file?: ExportedFile;
}
