import { z } from 'zod';
import { DeviceConnectionState, DeviceStatus, Ownership, Platform } from './enums';
import { wrapperOf } from './envelope';

/**
 * A device as the device query returns it (spec 2.7; reference `DeviceBaseInfo`). Only
 * `name` is promised by the spec; everything else may be missing or null on a real server.
 * Dates are epoch milliseconds.
 */
export const DeviceBaseInfo = z.looseObject({
  uuid: z.string().nullish(),
  name: z.string().nullish(),
  platform: Platform.nullish(),
  status: DeviceStatus.nullish(),
  ownership: Ownership.nullish(),
  deviceConnectionState: DeviceConnectionState.nullish(),
  lastConnectionDate: z.number().int().nullish(),
  enrollmentDate: z.number().int().nullish(),
  creationDate: z.number().int().nullish(),
  model: z.string().nullish(),
  manufacturer: z.string().nullish(),
  osVersion: z.string().nullish(),
  serialNumber: z.string().nullish(),
  imei: z.string().nullish(),
  wifiMac: z.string().nullish(),
  deviceId: z.string().nullish(),
  description: z.string().nullish(),
  organizationUuid: z.string().nullish(),
  userUuid: z.string().nullish(),
  userName: z.string().nullish(),
  userEmail: z.string().nullish(),
  userGivenName: z.string().nullish(),
  userSurname: z.string().nullish(),
  supervised: z.boolean().nullish(),
  isDep: z.boolean().nullish(),
  batteryLevel: z.number().nullish(),
  lastIpAddress: z.string().nullish(),
  securityPatchLevel: z.string().nullish(),
  openActions: z.number().int().nullish(),
});
export type DeviceBaseInfo = z.infer<typeof DeviceBaseInfo>;
export const DeviceQueryResponse = wrapperOf(DeviceBaseInfo);
