import { z } from 'zod';

/**
 * The envelopes a server of this family answers in. Management endpoints wrap results as
 * `{status, message, errors, total, results, extras}` (`total` = the unpaged count when
 * asked for); older security endpoints answer `{items, nonpagedCount}`. Unknown fields are
 * kept (a newer server adds some), so every object here is loose.
 */
export function wrapperOf<T extends z.ZodType>(item: T) {
  return z.looseObject({
    // 'OK' on 26.x; 2016-era servers wrote the integer (reference: "parse both").
    status: z.union([z.string(), z.number().int()]).optional(),
    message: z.string().nullish(),
    errors: z.record(z.string(), z.string()).nullish(),
    total: z.number().int().nullish(),
    results: z.array(item),
  });
}
export type Wrapper<T> = {
  status?: string | number;
  message?: string | null;
  errors?: Record<string, string> | null;
  total?: number | null;
  results: T[];
};

/** The older envelope of security endpoints; 2016-era servers also sent an integer `status`. */
export function legacyListOf<T extends z.ZodType>(item: T) {
  return z.looseObject({
    status: z.union([z.string(), z.number().int()]).nullish(),
    items: z.array(item),
    nonpagedCount: z.number().int().nullish(),
  });
}
export type LegacyList<T> = { items: T[]; nonpagedCount?: number | null };

/** Either envelope, normalised to `{results, total}` (total from `total`, else `nonpagedCount`). */
export function anyListOf<T extends z.ZodType>(item: T) {
  return z.union([wrapperOf(item), legacyListOf(item)]).transform((body) => {
    if ('results' in body) return { results: body.results as z.infer<T>[], total: body.total ?? undefined };
    return { results: body.items as z.infer<T>[], total: body.nonpagedCount ?? undefined };
  });
}

/** The error body (`RelutionException`): `{errorCode, errors, status, message}`. */
export const ErrorBody = z.looseObject({
  errorCode: z.string().nullish(),
  errors: z.record(z.string(), z.string()).nullish(),
  status: z.union([z.string(), z.number()]).nullish(),
  message: z.string().nullish(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * Why a 401 or 403 was answered (reference: `RelutionException` extended by `reason`): the
 * authentication failure reasons real servers name. A client must accept others.
 */
export const AUTH_FAILURE_REASONS = [
  'INVALID_CREDENTIALS',
  'USER_LOCKED',
  'USER_DEACTIVATED',
  'PASSWORD_EXPIRED',
  'PASSWORD_CHANGE_REQUIRED',
  'USER_BELONGS_TO_DIFFERENT_ORGANIZATION',
  'MFA_SETUP_REQUIRED',
  'SSL_REQUIRED',
] as const;

/**
 * The body of a 401 or 403: the error body plus `reason`, `correspondingUserUuid` and
 * `anonymous`. `expirationDate` (epoch ms, as the `AccessToken` record has it) is where the
 * demo server says when an expired token expired; a real server's placement is not known.
 */
export const AuthErrorBody = ErrorBody.extend({
  reason: z.string().nullish(),
  correspondingUserUuid: z.string().nullish(),
  anonymous: z.boolean().nullish(),
  expirationDate: z.number().int().nullish(),
});
export type AuthErrorBody = z.infer<typeof AuthErrorBody>;
