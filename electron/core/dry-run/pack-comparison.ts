/**
 * The comparison packed for a window (PackedComparison): its changes and look-alikes written
 * as one JSON text a slice at a time, with a turn of the event loop between slices, so that
 * sending 100,000 compared lines never blocks core's loop for long.
 */
import type { DryRunComparison, PackedComparison } from '../../../shared/models/dry-run-comparison';
import { nextTurn } from '../support/next-turn';

/** Entries stringified between two turns: about a millisecond of work. */
const ENTRIES_PER_TURN = 2_000;

async function jsonArray(items: readonly unknown[]): Promise<string> {
  const pieces: string[] = [];
  for (let from = 0; from < items.length; from += ENTRIES_PER_TURN) {
    if (from > 0) await nextTurn();
    pieces.push(JSON.stringify(items.slice(from, from + ENTRIES_PER_TURN)).slice(1, -1));
  }
  return `[${pieces.join(',')}]`;
}

export async function packComparison({
  changes,
  similar,
  conflicts,
  ...rest
}: DryRunComparison): Promise<PackedComparison> {
  const details = `{"changes":${await jsonArray(changes)},"similar":${await jsonArray(similar)},"conflicts":${await jsonArray(conflicts)}}`;
  return { ...rest, details };
}
