import { z } from 'zod';
import { wrapperOf } from './envelope';

/**
 * An organization creation-wizard request as listed (spec 4.5; reference `WizardRequest`).
 * The spec promises `name`; the rest are the real record's fields. `orgaAdminPwd` exists in
 * the real record but a listing must never carry it: the strict schema below forbids it.
 */
export const WizardRequest = z.looseObject({
  uuid: z.string().nullish(),
  name: z.string().nullish(),
  orgaName: z.string().nullish(),
  orgaFullName: z.string().nullish(),
  orgaAdminUser: z.string().nullish(),
  orgaAdminEmail: z.string().nullish(),
  orgaAdminGivenName: z.string().nullish(),
  orgaAdminSurName: z.string().nullish(),
  orgaContactName: z.string().nullish(),
  orgaContactPhone: z.string().nullish(),
  orgaLocale: z.string().nullish(),
  orgaIsMeta: z.boolean().nullish(),
  orgaMailReplyTo: z.array(z.string()).nullish(),
  bugReportSender: z.string().nullish(),
  bugReportRecipients: z.string().nullish(),
  skipAdminCreation: z.boolean().nullish(),
  skipPrefill: z.boolean().nullish(),
  creationDate: z.number().int().nullish(),
  orgaAddress: z
    .looseObject({
      address: z.string().nullish(),
      city: z.string().nullish(),
      postalCode: z.string().nullish(),
      country: z.string().nullish(),
      countryCode: z.string().nullish(),
    })
    .nullish(),
});
export type WizardRequest = z.infer<typeof WizardRequest>;
export const WizardRequestQueryResponse = wrapperOf(WizardRequest);
