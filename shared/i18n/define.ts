import type { Language } from './language';

/**
 * A message of the catalogues: its text in every language, side by side, so that a key
 * without German (or English) is a type error and shows in review. Placeholders are
 * i18next's `{{name}}`; `{{count, number}}` formats a number with Intl in the language.
 * A plural message gives `one` and `other` in each language and is called with `count`.
 */
export type Plural = { one: string; other: string };
export type MessageText = string | Plural;
export type Message = Record<Language, MessageText>;
export type Messages = Record<string, Message>;

/** Checks the shape of a module of messages and keeps its keys as a type (MessageKey). */
export function defineMessages<const T extends Messages>(messages: T): T {
  return messages;
}

export const isPlural = (text: MessageText): text is Plural => typeof text === 'object';
