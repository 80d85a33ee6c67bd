/**
 * Which server a call or a saved job goes through: a saved profile (by id), or a bare base
 * URL (the CLI's `--base-url` with the token in MDM_TOKEN). A job records the one it was
 * started with, so that it can be followed again after a restart, from the app or the CLI.
 */
export type ConnectionRef = { kind: 'profile'; id: string } | { kind: 'url'; baseUrl: string };

export const profileConnection = (id: string): ConnectionRef => ({ kind: 'profile', id });
export const urlConnection = (baseUrl: string): ConnectionRef => ({ kind: 'url', baseUrl });

/** One line for people: the profile's name when known, else the base URL. */
export function describeConnection(ref: ConnectionRef, profileName?: string): string {
  return ref.kind === 'url' ? ref.baseUrl : (profileName ?? ref.id);
}
