import { TEST_CALLER } from '../../../../helpers/caller';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../../../../electron/core/create-core';
import { AppError } from '../../../../../electron/core/errors';
import { registryCheckedStore } from '../../../../../electron/core/prefs/registry-checked-store';
import { memorySettingsStore } from '../../../../../electron/core/prefs/settings-store';
import { tempDir } from '../../../../helpers/temp-dir';
import { worded } from '../../../../helpers/worded';

const view = {
  name: 'Stale iPads',
  filter: { platforms: ['IOS'], statuses: [], search: '', lastConnectionOlderThanDays: 30 },
  sort: [{ field: 'lastConnectionDate', ascending: false }],
  columns: ['name', 'lastConnectionDate'],
  limit: 100,
};

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('registry-checked settings store', () => {
  it('stores and reads back a value that matches the registry; null removes it', async () => {
    const store = registryCheckedStore(memorySettingsStore());
    await store.set('views:devices', [view]);
    expect(await store.get('views:devices')).toEqual([view]);
    await store.set('mappings:p1:0a1b2c3d5', ['name', null, 'email']);
    expect(await store.get('mappings:p1:0a1b2c3d5')).toEqual(['name', null, 'email']);
    await store.set('views:devices', null);
    expect(await store.get('views:devices')).toBeNull();
  });

  it('refuses a key that no preference has, on set and on get, naming the key', async () => {
    const inner = memorySettingsStore();
    const store = registryCheckedStore(inner);
    const set = await refusal(store.set('devices.views', [view]));
    expect(set).toMatchObject({ code: 'invalid-argument', details: { key: 'devices.views' } });
    expect(set.message).toContain('devices.views');
    expect(await inner.get('devices.views')).toBeNull();
    expect(await refusal(store.get('devices.views'))).toMatchObject({ code: 'invalid-argument' });
  });

  it('refuses a value that does not match, naming the key and where it is wrong', async () => {
    const inner = memorySettingsStore();
    const store = registryCheckedStore(inner);
    const bad = [view, { ...view, limit: 0 }];
    const error = await refusal(store.set('views:devices', bad));
    expect(error).toMatchObject({ code: 'invalid-argument', details: { key: 'views:devices', path: '[1].limit' } });
    expect(error.message).toMatch(/views:devices.*\[1\]\.limit/);
    expect(await inner.get('views:devices')).toBeNull();
    const twice = await refusal(store.set('mappings:p1:h', ['name', 'name']));
    expect(twice.message).toContain('used twice');
  });

  it('still refuses a value over 1 MB', async () => {
    const store = registryCheckedStore(memorySettingsStore());
    const big = [{ name: 'x'.repeat(1024 * 1024), size: 1, lastModified: 1, mapping: [], usedAt: 1 }];
    expect(await refusal(store.set('import.recentFiles', big))).toSatisfy(worded(/at most 1 MB/));
  });

  it('reads a stored value that no longer matches as null, and keeps the list entries that still do', async () => {
    const inner = memorySettingsStore();
    const store = registryCheckedStore(inner);
    // Written by another version, or by hand: the inner store takes anything.
    await inner.set('mappings:p1:h', ['name', 'nickname']);
    await expect(store.get('mappings:p1:h')).resolves.toBeNull();
    await inner.set('views:devices', [{ name: 'old format' }, view]);
    expect(await store.get('views:devices')).toEqual([view]);
    await inner.set('import.recentFiles', 'not a list');
    await expect(store.get('import.recentFiles')).resolves.toBeNull();
  });

  it('holds every core to the registry (prefs.set through createCore)', async () => {
    const core = createCore({ shell: 'cli', dataDir: tempDir(), resumeJobs: false });
    try {
      const outcome = await core.call('prefs.set', { key: 'views:devices', value: [{ name: 'x' }] }, TEST_CALLER);
      expect(outcome).toMatchObject({
        ok: false,
        error: { code: 'invalid-argument', details: { key: 'views:devices' } },
      });
      expect(await core.call('prefs.set', { key: 'views:devices', value: [view] }, TEST_CALLER)).toMatchObject({
        ok: true,
      });
      expect(await core.call('prefs.get', { key: 'views:devices' }, TEST_CALLER)).toEqual({ ok: true, value: [view] });
    } finally {
      await core.dispose();
    }
  });
});
