import type { DeviceView } from '../../../shared/prefs';

/** The preference key (shared/prefs.ts) under which the saved device views live. */
export const DEVICE_VIEWS_KEY = 'views:devices';

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
