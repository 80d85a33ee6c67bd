import { describe, expect, it } from 'vitest';
import { jsonSettingsStore, memorySettingsStore } from '../../../../../electron/core/prefs/settings-store';
import { tempDir } from '../../../../helpers/temp-dir';
import { worded } from '../../../../helpers/worded';

describe.each([
  ['json file', () => jsonSettingsStore(tempDir())],
  ['memory', () => memorySettingsStore()],
])('settings store (%s)', (_name, make) => {
  it('stores JSON under dotted keys, null removes, over 1 MB is refused', async () => {
    const store = make();
    expect(await store.get('devices.views')).toBeNull();
    await store.set('devices.views', [{ name: 'iOS', filter: { platforms: ['IOS'] } }]);
    expect(await store.get('devices.views')).toEqual([{ name: 'iOS', filter: { platforms: ['IOS'] } }]);
    expect(await store.get('devices')).toBeNull();
    await store.set('devices.views', null);
    expect(await store.get('devices.views')).toBeNull();
    await expect(store.set('big', 'x'.repeat(1024 * 1024 + 1))).rejects.toSatisfy(worded(/at most 1 MB/));
  });
});

it('survives a restart (json file)', async () => {
  const dir = tempDir();
  await jsonSettingsStore(dir).set('recent.files', ['a.csv']);
  expect(await jsonSettingsStore(dir).get('recent.files')).toEqual(['a.csv']);
});
