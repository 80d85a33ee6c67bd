/**
 * The connection check (profiles.test) in the reader's words. Core answers each step with an
 * id and a saying (`words`: a catalogue key and its values) next to its English; each shell
 * words them here, in its language. A sentence that is the check's error goes through
 * describeError, so it says what to do where it is read (the app or a terminal). A check from
 * an older core, without ids or sayings, shows its English as it came.
 */
import type { MessageKey } from '../i18n/catalogue';
import type { Translator } from '../i18n/translator';
import type { ConnectionCheck, ConnectionCheckStep, ConnectionCheckWords } from '../models/profile';
import { describeError } from '../errors/wording';
import type { Audience } from '../errors/wording';

/** The sayings worded by a catalogue key of their own (`connections.check.say.<key>`). */
type PlainWords = Exclude<ConnectionCheckWords, { key: 'error' | 'errorMaybeSystemToken' }>;

const sayKey = (key: PlainWords['key']): MessageKey => `connections.check.say.${key}`;

/** The check's error in the reader's words, or null when the check carries none (an older core). */
function errorText(check: ConnectionCheck, audience: Audience, translator: Translator): string | null {
  return check.error ? describeError(check.error, audience, translator) : null;
}

/** A saying of the check in the translator's language; null when it cannot be worded (fall back to English). */
export function sayConnectionCheck(
  words: ConnectionCheckWords,
  check: ConnectionCheck,
  audience: Audience,
  translator: Translator,
): string | null {
  const { t } = translator;
  switch (words.key) {
    case 'error':
      return errorText(check, audience, translator);
    case 'errorMaybeSystemToken': {
      const error = errorText(check, audience, translator);
      return error === null ? null : `${error} ${t('connections.check.say.maybeSystemToken')}`;
    }
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

/** A step's name and what it found, in the translator's language where core said them as codes. */
export function wordStep(
  step: ConnectionCheckStep,
  check: ConnectionCheck,
  audience: Audience,
  translator: Translator,
): { label: string; message: string } {
  const label = step.id ? translator.t(`connections.check.step.${step.id}`) : step.label;
  const message = (step.words && sayConnectionCheck(step.words, check, audience, translator)) ?? step.message;
  return { label, message };
}

/**
 * The check's one sentence in the translator's language. Without a saying (an older core), a
 * failure's explanation is still the error's wording, followed by the rest of core's sentence.
 */
export function wordSummary(check: ConnectionCheck, audience: Audience, translator: Translator): string {
  const said = check.summaryWords && sayConnectionCheck(check.summaryWords, check, audience, translator);
  if (said) return said;
  if (!check.error) return check.summary;
  const rest = check.summary.startsWith(check.error.message) ? check.summary.slice(check.error.message.length) : '';
  return `${describeError(check.error, audience, translator)}${rest}`;
}

/**
 * The calls the check made, each with the operation's name in the translator's language
 * ("POST /api/v2/... (Geräte einer Organisation abfragen)"); English says it as core does.
 * A check from an older core, without `calls`, keeps core's sentence.
 */
export function wordCalls(check: ConnectionCheck, { language, t }: Translator): string {
  if (!check.calls || check.calls.length === 0) return check.call;
  return check.calls
    .map(({ operation, method, path }) => {
      const title = t(`apiRef.${operation}.title`);
      return `${method} ${path} (${language === 'en' ? title.toLowerCase() : title})`;
    })
    .join(t('connections.check.callThen'));
}
