/**
 * The notes about an exported file (ExportNote: a code and its values) in the reader's
 * language. Core writes the file and says what the person must know as codes; the shell
 * that offers the file words them here. A note code without its wording does not compile.
 */
import type { MessageKey } from '../i18n/catalogue';
import type { Translator } from '../i18n/translator';
import type { ExportNote } from '../models/files';

const noteKey = (code: ExportNote['code']): MessageKey => `export.note.${code}`;

/** The notes as one text, sentence after sentence; empty when there are none. */
export function exportNotesText(notes: readonly ExportNote[] | undefined, { t }: Pick<Translator, 't'>): string {
  return (notes ?? []).map((note) => t(noteKey(note.code), note.params)).join(' ');
}
