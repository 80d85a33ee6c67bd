/**
 * One line of a job's per-line report on disk: a fixed-size record, so that page n is one
 * read at n × RECORD_BYTES whatever the report's length. The message text lives in
 * `report.messages` (each distinct text once, mostly); the status is an index into the
 * report's list of status words.
 *
 *   0  int32   line (the server's upload line; -1 when it does not know it)
 *   4  uint32  status index
 *   8  float64 message offset in report.messages
 *  16  uint32  message length in bytes
 */

export const RECORD_BYTES = 20;

export interface StoredEntry {
  line: number;
  status: number;
  messageOffset: number;
  messageLength: number;
}

export function writeEntry(target: Buffer, at: number, entry: StoredEntry): void {
  target.writeInt32LE(entry.line, at);
  target.writeUInt32LE(entry.status, at + 4);
  target.writeDoubleLE(entry.messageOffset, at + 8);
  target.writeUInt32LE(entry.messageLength, at + 16);
}

export function readEntry(source: Buffer, at: number): StoredEntry {
  return {
    line: source.readInt32LE(at),
    status: source.readUInt32LE(at + 4),
    messageOffset: source.readDoubleLE(at + 8),
    messageLength: source.readUInt32LE(at + 16),
  };
}

/** The line of the record at `at` (sorting reads nothing else). */
export function lineAt(source: Buffer, at: number): number {
  return source.readInt32LE(at);
}

/** The status index of the record at `at`. */
export function statusAt(source: Buffer, at: number): number {
  return source.readUInt32LE(at + 4);
}
