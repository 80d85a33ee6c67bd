// The offline user-CSV engine: read any real file, map its columns onto the 5.34 columns,
// check every line as the server would, write the upload file. Pure TypeScript: runs in a
// browser Web Worker, in the CLI and in core.
export * from './columns';
export * from './column-match';
export { CsvSession } from './csv-session';
export type * from './csv-session-protocol';
export { normaliseHeader, LEGACY_NAMES, SYNONYMS } from './column-names';
export * from './detection';
export * from './findings';
export { findingText } from './finding-text';
export * from './fixes';
export { checkHeader } from './header-checks';
export * from './password-policy';
export { RecordReader } from './record-reader';
export type { ReadOptions, RecordSink } from './record-reader';
export { RecordValidator } from './record-validator';
export type {
  DeferredDuplicate,
  DuplicateChange,
  FindingSink,
  RecheckResult,
  RecordValidatorOptions,
} from './record-validator';
export { RowStore } from './row-store';
export * from './template';
export * from './upload-writer';
export * from './validate';
export * from './school-exports';
export * from './id-column';
export * from './name-pattern';
export { transliterate } from './transliterate';
export { derivedText } from './derived-text';
export { patternErrorText } from './pattern-error-text';
export * from './name-registry';
export * from './record-derivation';
export * from './phone-repair';
export { decodeWindows1252, encodeWindows1252 } from './windows-1252';
export { cleanPhone, isEmailSyntax, isInternationalPhone, trimValue } from './value-checks';
