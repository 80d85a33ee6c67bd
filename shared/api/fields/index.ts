/** The one registry of what each device and creation-wizard request field is (kind, name, sort, filter). */
export * from './field';
export { DEVICE_FIELDS } from './device-fields';
export { ORG_REQUEST_FIELDS } from './org-request-fields';
