/**
 * The pieces the contract's argument schemas share (shared/ipc.ts): ids, paging, sorting,
 * filters, and the staged upload's limits and typed arrays.
 */
import { z } from 'zod';

/** A phantom value that carries a type (results and event payloads need no runtime check). */
export const type = <T>(): T => undefined as unknown as T;

export const noInput = z.undefined();
/** A staged upload's limits: each chunk, the whole file, and its records (the line map's length). */
export const UPLOAD_CHUNK_MAX_BYTES = 8 * 1024 * 1024;
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const UPLOAD_MAX_RECORDS = 20_000_000;
/**
 * A typed array, as Electron's structured clone and the web shell's binary frames carry it
 * (z.instanceof, but over any ArrayBuffer: a Node Buffer's may be shared).
 */
export const bytesOf = <T extends Uint8Array | Uint32Array>(type: abstract new (...args: never[]) => T) =>
  z.custom<T>((value) => value instanceof type, { message: `expected a ${type.name}` });
export const id = z.string().min(1).max(200);
/** Which profile a call works with; the active one when omitted. */
export const profileRef = { profileId: id.optional() };
export const sortSchema = z.array(z.object({ field: z.string().min(1).max(100), ascending: z.boolean() })).max(5);
export const paging = { limit: z.number().int().min(1).max(1000), offset: z.number().int().min(0) };
export const deviceFilterSchema = z.object({
  platforms: z.array(z.string().max(100)).max(50),
  statuses: z.array(z.string().max(100)).max(50),
  search: z.string().max(200),
  lastConnectionOlderThanDays: z.number().int().min(0).max(100_000).nullable(),
});
export const orgFilterSchema = z.object({ search: z.string().max(200) });
/** Requests with the same channel cancel each other: only the newest answer matters. */
export const channel = z.string().max(100).optional();
