import type { MessageKey } from '../../i18n/catalogue';
import type { WizardRequest } from '../wire/wizard-request';
import { defineFields } from './field';
import type { FieldKind, FieldSpec } from './field';

const field = (kind: Exclude<FieldKind, 'enum'>, label: MessageKey, filters = false): FieldSpec => ({
  kind,
  label,
  // Nested values (a list of addresses, the address) are no sort key.
  sorts: kind !== 'list' && kind !== 'object',
  filters,
});

/**
 * A creation-wizard request's fields (spec 4.5; reference `WizardRequest`): every field of
 * the wire schema (`shared/api/wire/wizard-request.ts`), and `modificationDate`, which a
 * real server's records carry. `orgaAdminPwd` is never listed (the wire forbids it).
 */
export const ORG_REQUEST_FIELDS = defineFields<typeof WizardRequest.shape>({
  uuid: field('text', 'orgColumn.uuid'),
  name: field('text', 'orgColumn.name', true),
  orgaName: field('text', 'orgColumn.orgaName'),
  orgaFullName: field('text', 'orgColumn.orgaFullName'),
  orgaAdminUser: field('text', 'orgColumn.orgaAdminUser'),
  orgaAdminEmail: field('text', 'orgColumn.orgaAdminEmail'),
  orgaAdminGivenName: field('text', 'orgColumn.orgaAdminGivenName'),
  orgaAdminSurName: field('text', 'orgColumn.orgaAdminSurName'),
  orgaContactName: field('text', 'orgColumn.orgaContactName'),
  orgaContactPhone: field('text', 'orgColumn.orgaContactPhone'),
  orgaLocale: field('text', 'orgColumn.orgaLocale'),
  orgaIsMeta: field('boolean', 'orgColumn.orgaIsMeta'),
  orgaMailReplyTo: field('list', 'orgColumn.orgaMailReplyTo'),
  bugReportSender: field('text', 'orgColumn.bugReportSender'),
  bugReportRecipients: field('text', 'orgColumn.bugReportRecipients'),
  skipAdminCreation: field('boolean', 'orgColumn.skipAdminCreation'),
  skipPrefill: field('boolean', 'orgColumn.skipPrefill'),
  creationDate: field('date', 'orgColumn.creationDate'),
  modificationDate: field('date', 'orgColumn.modificationDate'),
  orgaAddress: field('object', 'orgColumn.orgaAddress'),
});
