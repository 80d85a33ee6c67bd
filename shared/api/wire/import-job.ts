import { z } from 'zod';
import { EntityStatus, ImportJobStatus } from './enums';
import { wrapperOf } from './envelope';

/** Answer to the upload (spec 2.3, 4.1): `results[0].uuid` names the stored file. */
export const UploadedFile = z.looseObject({ uuid: z.string().min(1) });
export type UploadedFile = z.infer<typeof UploadedFile>;
export const UploadResponse = wrapperOf(UploadedFile);

/** An import job (spec 2.4; reference `CSVImportJob`). Counts may be absent while CREATED. */
export const CsvImportJob = z.looseObject({
  uuid: z.string().min(1),
  status: ImportJobStatus,
  totalCount: z.number().int().nullish(),
  successCount: z.number().int().nullish(),
  skippedCount: z.number().int().nullish(),
  failureCount: z.number().int().nullish(),
  /** Set only when the whole import failed. */
  error: z.string().nullish(),
  /** Epoch milliseconds. */
  creationDate: z.number().int().nullish(),
  createdBy: z.string().nullish(),
  organizationUuid: z.string().nullish(),
});
export type CsvImportJob = z.infer<typeof CsvImportJob>;

/** The job start answers the job itself: `uuid` at the top level (spec 4.2). */
export const StartImportResponse = z.looseObject({ uuid: z.string().min(1) });
export type StartImportResponse = z.infer<typeof StartImportResponse>;

export const ReadImportJobResponse = wrapperOf(CsvImportJob);

/** One per-line outcome (spec 2.5; reference `CSVImportJobEntityReport`). `line` may be -1. */
export const CsvImportEntityReport = z.looseObject({
  uuid: z.string().nullish(),
  line: z.number().int(),
  status: EntityStatus,
  message: z.string().nullish(),
  creationDate: z.number().int().nullish(),
});
export type CsvImportEntityReport = z.infer<typeof CsvImportEntityReport>;
export const EntityReportResponse = wrapperOf(CsvImportEntityReport);
