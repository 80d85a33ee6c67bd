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
}

/** The letter of a credential; `group` is the record's value in the class column, if any. */
export function letterOf(credential: Credential, group = ''): Letter {
  return {
    login: credential.name,
    email: credential.email,
    givenName: credential.givenName,
    surName: credential.surName,
    password: credential.password,
    group: group.trim(),
  };
}
