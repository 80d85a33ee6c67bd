/**
 * Core answers with a code and details; each shell words them for its people. Most codes
 * carry core's own sentence (`message`), which needs no other words. Where the sentence
 * depends on where it is read (what to click in the app, what to type in a terminal), it is
 * written here, once, from the details. A server's refusal that the server-error table
 * explains (server-explanation.ts) gets that table's action for the reader, right after the
 * sentence core wrote, before the server's own words.
 */
import type { RpcError } from '../ipc';
import type { Audience } from './server-error-texts';
import { explainServerError } from './server-explanation';

export type { Audience } from './server-error-texts';

type Wording = (details: Record<string, unknown>, audience: Audience) => string | null;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const WORDING: Partial<Record<string, Wording>> = {
  'no-connection': (details, audience) => {
    const baseUrl = text(details.baseUrl);
    if (!baseUrl) return null;
    return audience === 'app'
      ? `This job was started from the command line with a token from MDM_TOKEN; add a profile for ${baseUrl} to follow it here.`
      : `This job was started from the command line with a token from MDM_TOKEN; set MDM_TOKEN again, or add a profile for ${baseUrl} (mdm-admin profiles add), to follow it.`;
  },
  'no-token': (details, audience) => {
    const name = text(details.profileName);
    if (!name) return null;
    return audience === 'app'
      ? `The profile "${name}" has no API access token stored. Edit the profile under Connections and paste a token (portal: profile, access tokens, add).`
      : `The profile "${name}" has no API access token stored; set MDM_TOKEN, or add the profile again with its token (mdm-admin profiles add ${name} ... --token-stdin).`;
  },
  'no-profile': (details, audience) => {
    if (details.reason !== 'none-active') return null;
    return audience === 'app'
      ? 'No connection profile is active. Add one under Connections (base URL, kind and API access token), or start the demo server.'
      : 'No profile is active: give --profile NAME, or --base-url URL with MDM_TOKEN set.';
  },
};

/** The sentence for an error, in the words of the shell it is shown in. */
export function describeError(
  error: { code: RpcError['code'] | string; message: string; details?: Record<string, unknown> | undefined },
  audience: Audience,
): string {
  const details = error.details ?? {};
  const worded = WORDING[error.code]?.(details, audience);
  if (worded) return worded;
  if (error.code === 'http-status' || error.code === 'unauthorized') {
    const explained = explainServerError(details, audience);
    if (explained) return withAction(error.message, explained.sentence, explained.action);
  }
  return error.message;
}

/**
 * The action placed right after the explanation's sentence in core's message (which may be
 * wrapped in more context, e.g. "The upload failed: ..."), or at the end when the message
 * does not hold the sentence.
 */
function withAction(message: string, sentence: string, action: string): string {
  if (message.includes(action)) return message;
  const at = message.indexOf(sentence);
  if (at >= 0) {
    const end = at + sentence.length;
    return `${message.slice(0, end)} ${action}${message.slice(end)}`;
  }
  const stem = sentence.replace(/\.$/, '');
  const near = message.indexOf(stem);
  if (near >= 0) {
    const end = near + stem.length;
    return `${message.slice(0, end)}. ${action.replace(/\.$/, '')}${message.slice(end)}`;
  }
  return `${message} ${sentence} ${action}`;
}
