import { z } from 'zod';
import { legacyListOf, wrapperOf } from './envelope';

/**
 * A user as the user lookup answers it (reference `User`, which extends `Role`: `type` is
 * `USER`). The record spells the surname `surname`, while the CSV column is `surName`.
 * Everything but `name` may be missing on a real server; unknown fields are kept.
 */
export const UserBaseInfo = z.looseObject({
  uuid: z.string().nullish(),
  type: z.string().nullish(),
  name: z.string(),
  email: z.string().nullish(),
  givenName: z.string().nullish(),
  surname: z.string().nullish(),
  organizationUuid: z.string().nullish(),
  version: z.number().int().nullish(),
  activated: z.boolean().nullish(),
  locked: z.boolean().nullish(),
  passwordChangeRequired: z.boolean().nullish(),
  phone: z.string().nullish(),
  position: z.string().nullish(),
  country: z.string().nullish(),
  managedAppleId: z.string().nullish(),
  createdDate: z.number().int().nullish(),
  modifiedDate: z.number().int().nullish(),
});
export type UserBaseInfo = z.infer<typeof UserBaseInfo>;

/**
 * The user lookup's body (public clients: `{searches: [name], getItems: true,
 * getNonpagedCount: true}`): a user matches when one of `searches` is found in it. The
 * query body's paging fields apply; `getItems: false` asks for the count only.
 */
export const UserQueryBody = z.object({
  searches: z.array(z.string()).optional(),
  getItems: z.boolean().optional(),
  getNonpagedCount: z.boolean().optional(),
  limit: z.number().int().min(0).optional(),
  offset: z.number().int().min(0).optional(),
});
export type UserQueryBody = z.infer<typeof UserQueryBody>;

export const UserQueryResponse = wrapperOf(UserBaseInfo);
export const LegacyUserQueryResponse = legacyListOf(UserBaseInfo);
