import type { Translate } from '../../../shared/i18n/translator';
import type { SecretSituation, SecretStoreStatus } from '../../../shared/models/profile';

/** Where this machine keeps tokens, in the app's language (core reports the situation as a fact). */
export function secretsText(status: SecretStoreStatus, t: Translate): string {
  switch (status.situation) {
    case 'encrypted':
      return t('secrets.encrypted', { backend: status.backend });
    case 'plain-file':
      return t('secrets.plain-file', { path: status.location ?? '' });
    default:
      return t(`secrets.${status.situation}`);
  }
}

/** The warning's title for a store that is not safe (an encrypted one never shows a warning). */
export function weakSituation(situation: SecretSituation): Exclude<SecretSituation, 'encrypted'> {
  return situation === 'encrypted' ? 'plain-file' : situation;
}
