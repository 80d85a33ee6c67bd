/**
 * The catalogues one language at a time: key → text, and i18next's flat table of it. A
 * translator of one language asks for that language alone, so that the CLI's build can answer
 * this module with each language's table as JSON beside its chunks (scripts/cli-build.mjs):
 * a command then reads the one table it speaks, not every language's messages as code.
 */
import { MESSAGES } from './catalogue';
import type { MessageText } from './define';
import type { Language } from './language';

export type MessageTable = Readonly<Record<string, MessageText>>;

const tables = new Map<Language, MessageTable>();

/** `language`'s text of every message. */
export function messageTable(language: Language): MessageTable {
  let table = tables.get(language);
  if (!table) {
    const built: Record<string, MessageText> = {};
    for (const [key, message] of Object.entries(MESSAGES)) built[key] = message[language];
    table = built;
    tables.set(language, table);
  }
  return table;
}
