import type { MessageKey } from './catalogue';
import type { Translate } from './translator';

/** The vocabularies of status words (messages/status-words.ts). */
export type StatusFamily = 'line' | 'predicted' | 'job';

const WORDS: Record<StatusFamily, Readonly<Record<string, MessageKey>>> = {
  line: {
    SUCCESS: 'statusWord.line.SUCCESS',
    SKIPPED: 'statusWord.line.SKIPPED',
    FAILED: 'statusWord.line.FAILED',
    PENDING: 'statusWord.line.PENDING',
    NOT_SENT_UNCHANGED: 'statusWord.line.NOT_SENT_UNCHANGED',
    NOT_SENT_SKIPPED: 'statusWord.line.NOT_SENT_SKIPPED',
    NOT_SENT_STOPPED: 'statusWord.line.NOT_SENT_STOPPED',
    NOT_SENT_KEPT: 'statusWord.line.NOT_SENT_KEPT',
  },
  predicted: {
    SUCCESS: 'statusWord.predicted.SUCCESS',
    SKIPPED: 'statusWord.predicted.SKIPPED',
    OVERWRITTEN: 'statusWord.predicted.OVERWRITTEN',
    FAILED: 'statusWord.predicted.FAILED',
  },
  job: {
    CREATED: 'statusWord.job.CREATED',
    RUNNING: 'statusWord.job.RUNNING',
    FINISHED: 'statusWord.job.FINISHED',
    FAILED: 'statusWord.job.FAILED',
  },
};

/** The catalogue's key for a status word of `family`, or undefined for a word the catalogue does not know. */
export function statusWordKey(family: StatusFamily, word: string): MessageKey | undefined {
  return Object.hasOwn(WORDS[family], word) ? WORDS[family][word] : undefined;
}

/**
 * A status word as people read it, in `t`'s language. A word the server adds later (its
 * enums are open) is shown as the server wrote it rather than hidden.
 */
export function statusWord(t: Translate, family: StatusFamily, word: string): string {
  const key = statusWordKey(family, word);
  return key ? t(key) : word;
}
