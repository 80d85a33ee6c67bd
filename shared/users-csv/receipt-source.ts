/**
 * What an import's receipt says of its source file, built the one way the wizard and the CLI
 * both describe it: the file as read (name, size, SHA-256), how it was read, each column's
 * header with the 5.34 column it went to, and the choices that shaped the upload. Never a
 * line's values.
 */
import type { ReceiptSource } from '../models/receipt';
import type { ColumnMapping } from './columns';
import type { Detection } from './detection';

export interface ReceiptSourceFacts {
  file: { name: string; size: number; sha256: string };
  /** How the file was read; absent when it could not be (then `unknown`). */
  detection: Pick<Detection, 'encoding' | 'separator'> | null | undefined;
  header: readonly string[];
  mapping: ColumnMapping;
  errorPolicy: ReceiptSource['errorPolicy'];
  /** Passwords generated for blank cells (the credential sheet's lines). */
  generatedPasswords: number;
  /** How the lines met the organization's users before sending (receiptSourceSchema's `matching`). */
  matching?: ReceiptSource['matching'];
}

export function receiptSource(facts: ReceiptSourceFacts): ReceiptSource {
  return {
    file: { name: facts.file.name, size: facts.file.size, sha256: facts.file.sha256 },
    encoding: facts.detection?.encoding ?? 'unknown',
    separator: facts.detection?.separator ?? 'unknown',
    mapping: facts.header.map((source, i) => ({ source, target: facts.mapping[i] ?? null })),
    errorPolicy: facts.errorPolicy,
    generatedPasswords: facts.generatedPasswords,
    ...(facts.matching ? { matching: facts.matching } : {}),
  };
}
