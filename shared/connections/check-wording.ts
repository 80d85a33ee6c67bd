/**
 * The connection check (profiles.test) in the reader's words. Core answers each step with an
 * id and a saying (`words`: a catalogue key and its values), the summary with a saying, and
 * says no sentence of its own; each shell words them here, in its language. A sentence that
 * is the check's error goes through describeError, so it says what to do where it is read
 * (the app or a terminal).
 */
import type { MessageKey } from '../i18n/catalogue';
import type { Translator } from '../i18n/translator';
import type {
  ConnectionCheck,
  ConnectionCheckKey,
  ConnectionCheckStep,
  ConnectionCheckWords,
  ConnectionStepId,
} from '../models/profile';
import { describeError } from '../errors/wording';
import type { Audience } from '../errors/wording';

/** The sayings worded by a catalogue key of their own (`connections.check.say.<key>`). */
type PlainKey = Exclude<ConnectionCheckKey, 'error' | 'errorMaybeSystemToken'>;

/**
 * Every saying's key and every step's id has its wording in the catalogue (English and
 * German, as defineMessages demands): a key added to ConnectionCheckWords without one makes
 * `Unworded` non-empty, and this line then does not compile.
 */
type Unworded = Exclude<`connections.check.say.${PlainKey}` | `connections.check.step.${ConnectionStepId}`, MessageKey>;
export const EVERY_CHECK_KEY_WORDED: [Unworded] extends [never] ? true : { unworded: Unworded } = true;

const sayKey = (key: PlainKey): MessageKey => `connections.check.say.${key}`;

/** The check's error in the reader's words (an error without details is the internal one). */
function errorText(check: ConnectionCheck, audience: Audience, translator: Translator): string {
  return describeError(check.error ?? { code: 'internal' }, audience, translator);
}

/** A saying of the check in the translator's language. */
export function sayConnectionCheck(
  words: ConnectionCheckWords,
  check: ConnectionCheck,
  audience: Audience,
  translator: Translator,
): string {
  const { t } = translator;
  switch (words.key) {
    case 'error':
      return errorText(check, audience, translator);
    case 'errorMaybeSystemToken':
      return `${errorText(check, audience, translator)} ${t('connections.check.say.maybeSystemToken')}`;
    case 'connected.organization':
    case 'connected.system':
    case 'connected.system403': {
      const { organization } = words.params;
      const sentences = [t(sayKey(words.key), words.params)];
      if (organization) sentences.push(t('connections.check.say.organizationNote', { organization }));
      if (words.key !== 'connected.organization') sentences.push(t('connections.check.say.wizardLater'));
      return sentences.join(' ');
    }
    default:
      return t(sayKey(words.key), words.params);
  }
}

/** A step's name and what it found, in the translator's language. */
export function wordStep(
  step: ConnectionCheckStep,
  check: ConnectionCheck,
  audience: Audience,
  translator: Translator,
): { label: string; message: string } {
  return {
    label: translator.t(`connections.check.step.${step.id}`),
    message: sayConnectionCheck(step.words, check, audience, translator),
  };
}

/** The check's one sentence in the translator's language. */
export function wordSummary(check: ConnectionCheck, audience: Audience, translator: Translator): string {
  return sayConnectionCheck(check.summary, check, audience, translator);
}

/**
 * The calls the check made, each with the operation's name in the translator's language
 * ("POST /api/v2/... (Geräte einer Organisation abfragen)").
 */
export function wordCalls(check: ConnectionCheck, { language, t }: Translator): string {
  return check.calls
    .map(({ operation, method, path }) => {
      const title = t(`apiRef.${operation}.title`);
      return `${method} ${path} (${language === 'en' ? title.toLowerCase() : title})`;
    })
    .join(t('connections.check.callThen'));
}
