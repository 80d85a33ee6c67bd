/**
 * A credential letter's facts: who it is for, how they sign in, and the class it is sorted
 * by. The words around them come from the catalogue (letter-page.ts).
 */
import type { Credential } from '../users-csv/generated-passwords';

export interface Letter {
  login: string;
  email: string;
  givenName: string;
  surName: string;
  password: string;
  /** The class (or group) the letter is sorted and handed out by; '' when the file has none. */
  group: string;
  /** An existing user whose password the import sets (overwrite): the letter says so, not "an account was set up". */
  existing?: boolean;
}

/**
 * The letter of a credential; `group` is the record's value in the class column, if any;
 * `existing`, whether the line is an existing user whose password the import sets.
 */
export function letterOf(credential: Credential, group = '', existing = false): Letter {
  return {
    ...(existing ? { existing } : {}),
    login: credential.name,
    email: credential.email,
    givenName: credential.givenName,
    surName: credential.surName,
    password: credential.password,
    group: group.trim(),
  };
}
