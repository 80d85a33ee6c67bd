import { ORG_REQUEST_FIELDS, sortStartsAscending } from '../../../shared/api/fields/index';
import type { ListColumns } from '../../ui/data-table/field-columns';

/**
 * Spec 2.8 shows only `name`; the rest follows the reference's WizardRequest (orgaName,
 * orgaFullName, the administrator's and contact's fields) and whatever else the server sends.
 */
export const DEFAULT_ORG_COLUMNS = [
  'name',
  'orgaFullName',
  'orgaAdminUser',
  'orgaAdminEmail',
  'orgaContactName',
  'orgaLocale',
  'creationDate',
] as const;
export const DEFAULT_ORG_SORT = [{ field: 'name', ascending: true }];
export const orgSortStartsAscending = sortStartsAscending(ORG_REQUEST_FIELDS);

/** The requests' columns: the field registry says what each field is; these are the widths. */
export const ORG_COLUMNS: ListColumns = {
  fields: ORG_REQUEST_FIELDS,
  defaults: DEFAULT_ORG_COLUMNS,
  // A request without a date shows nothing rather than "Never".
  never: '',
  design: {
    name: { width: 130 },
    orgaName: { width: 150 },
    orgaFullName: { width: 170, grow: true },
    orgaAdminUser: { width: 150 },
    orgaAdminEmail: { width: 200 },
    orgaAdminGivenName: { width: 140 },
    orgaAdminSurName: { width: 140 },
    orgaContactName: { width: 130 },
    orgaContactPhone: { width: 140 },
    orgaLocale: { width: 110 },
    orgaIsMeta: { width: 140 },
    creationDate: { width: 205 },
  },
};
