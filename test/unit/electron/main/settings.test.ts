import { beforeEach, describe, expect, it, vi } from 'vitest';
import { electronMock, resetState } from '../electron-mock';

vi.mock('electron', () => electronMock());

describe('electron-store preferences', () => {
  beforeEach(() => {
    resetState();
    vi.resetModules();
  });

  it('keeps dotted keys whole, removes on null, and persists in userData', async () => {
    const { electronSettingsStore } = await import('../../../../electron/main/settings');
    const store = electronSettingsStore();
    await store.set('devices.views', [{ name: 'old' }]);
    await store.set('devices', 'x');
    expect(await store.get('devices.views')).toEqual([{ name: 'old' }]);
    expect(await electronSettingsStore().get('devices.views')).toEqual([{ name: 'old' }]);
    await store.set('devices.views', null);
    expect(await store.get('devices.views')).toBeNull();
  });
});
