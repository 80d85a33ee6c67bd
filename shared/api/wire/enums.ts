import { z } from 'zod';

/**
 * The enums of the wire format, as lists of the values a real server of this family
 * (Relution 26.1.1) knows. A client must tolerate values it does not know (a newer server
 * adds platforms), so every enum comes twice: the known list and `Known` for exhaustive
 * code, and a tolerant schema that accepts any string.
 */

/** A string schema typed as the known values plus "any other string". */
export function openEnum<const T extends readonly [string, ...string[]]>(_known: T) {
  return z.custom<T[number] | (string & {})>((value) => typeof value === 'string', { message: 'Expected a string' });
}

export const PLATFORMS = [
  'UNKNOWN',
  'ANDROID',
  'ANDROID_ENTERPRISE',
  'IOS',
  'TVOS',
  'MACOS',
  'VISIONOS',
  'WATCHOS',
  'WINDOWS',
  'CHROMEOS',
  'LINUX',
  'EDGEROUTER',
  'BLENODE',
  'ASSET',
  'BEACON',
  'KNX',
  'BACNET',
  'VIRTUAL',
  'LORAWAN',
] as const;
export type KnownPlatform = (typeof PLATFORMS)[number];
export const Platform = openEnum(PLATFORMS);

export const DEVICE_STATUSES = [
  'COMPLIANT',
  'INACTIVE',
  'NONCOMPLIANT',
  'ENROLLMENT_PENDING',
  'WITHDRAW_PENDING',
  'WITHDRAWN',
  'DELETION_PENDING',
  'DELETED',
] as const;
export type KnownDeviceStatus = (typeof DEVICE_STATUSES)[number];
export const DeviceStatus = openEnum(DEVICE_STATUSES);

export const OWNERSHIPS = ['COD', 'BYOD', 'UNKNOWN'] as const;
export type KnownOwnership = (typeof OWNERSHIPS)[number];
export const Ownership = openEnum(OWNERSHIPS);

export const DEVICE_CONNECTION_STATES = ['NORMAL', 'NOT_NOW', 'DISABLED'] as const;
export type KnownDeviceConnectionState = (typeof DEVICE_CONNECTION_STATES)[number];
export const DeviceConnectionState = openEnum(DEVICE_CONNECTION_STATES);

export const IMPORT_JOB_STATUSES = ['CREATED', 'RUNNING', 'FAILED', 'FINISHED'] as const;
export type KnownImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];
export const ImportJobStatus = openEnum(IMPORT_JOB_STATUSES);
/** The states after which a job never changes again (spec 3: poll until one of them). */
export const TERMINAL_IMPORT_JOB_STATUSES = ['FINISHED', 'FAILED'] as const satisfies readonly KnownImportJobStatus[];

export const ENTITY_STATUSES = ['FAILED', 'SKIPPED', 'SUCCESS', 'PENDING'] as const;
export type KnownEntityStatus = (typeof ENTITY_STATUSES)[number];
export const EntityStatus = openEnum(ENTITY_STATUSES);

export const LOG_OP_OPERATIONS = ['AND', 'OR', 'NOT', 'NAND', 'NOR'] as const;
export type LogOpOperation = (typeof LOG_OP_OPERATIONS)[number];
export const LogOpOperationSchema = z.enum(LOG_OP_OPERATIONS);
