/** The wire format of the service: zod schemas (lenient where a real server adds fields) and types. */
export * from './enums';
export * from './envelope';
export * from './import-job';
export * from './device';
export * from './wizard-request';
export * from './query';
export * from './user';
export * from './password-policy';
