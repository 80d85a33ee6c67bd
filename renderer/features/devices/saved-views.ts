import { z } from 'zod';
import type { DeviceFilter, SortSpec } from '../../../shared/models/query';

/** The preference key (prefs.get/set) under which the saved device views live. */
export const DEVICE_VIEWS_KEY = 'views:devices';

export interface DeviceView {
  name: string;
  filter: DeviceFilter;
  sort: SortSpec[];
  columns: string[];
  limit: number;
}

const viewSchema = z.object({
  name: z.string().trim().min(1).max(100),
  filter: z.object({
    platforms: z.array(z.string()),
    statuses: z.array(z.string()),
    search: z.string(),
    lastConnectionOlderThanDays: z.number().int().min(0).nullable(),
  }),
  sort: z.array(z.object({ field: z.string().min(1), ascending: z.boolean() })).max(5),
  columns: z.array(z.string()).min(1),
  limit: z.number().int().min(1).max(1000),
});

/**
 * Reads the stored list, keeping every view that still parses: a view saved by an older
 * version, or edited by hand, must not take the others down with it.
 */
export function parseViews(stored: unknown): DeviceView[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = viewSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Adds a view, replacing one of the same name (names compare case-insensitively). */
export function upsertView(views: readonly DeviceView[], view: DeviceView): DeviceView[] {
  const key = view.name.trim().toLowerCase();
  const index = views.findIndex((v) => v.name.trim().toLowerCase() === key);
  if (index === -1) return [...views, view];
  return views.map((v, i) => (i === index ? view : v));
}

export function removeView(views: readonly DeviceView[], name: string): DeviceView[] {
  return views.filter((v) => v.name !== name);
}
