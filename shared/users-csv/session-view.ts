/**
 * What the page sees of a CSV session: rows with their findings, prediction and derived
 * values, and the summary of the whole file. Read from the session's parts, never kept.
 */
import { mandatoryColumns } from './columns';
import type { ColumnMapping } from './columns';
import type { RowView, Summary } from './csv-session-protocol';
import type { FindingsLedger } from './findings-ledger';
import type { RowStore } from './row-store';
import type { SessionDerivation } from './session-derivation';
import type { SessionPrediction } from './session-prediction';

export interface SessionParts {
  rows: RowStore;
  findings: FindingsLedger;
  prediction: SessionPrediction | null;
  derivation: SessionDerivation;
  header: readonly string[];
  mapping: ColumnMapping;
  generatePasswords: boolean;
}

export function viewRows(session: SessionParts, indexes: Iterable<number>): RowView[] {
  const out: RowView[] = [];
  for (const index of indexes)
    out.push({
      index,
      line: session.rows.line(index),
      fields: session.rows.get(index),
      findings: session.findings.row(index),
      ...session.prediction?.of(index),
      ...session.derivation.view(index),
    });
  return out;
}

export function sessionSummary(session: SessionParts): Summary {
  return {
    records: session.rows.length,
    ...session.findings.summary(),
    missing: mandatoryColumns({ generatePasswords: session.generatePasswords }).filter(
      (t) => session.header.length === 0 || !session.mapping.includes(t),
    ),
    predicted: session.prediction ? session.prediction.counts() : null,
  };
}
