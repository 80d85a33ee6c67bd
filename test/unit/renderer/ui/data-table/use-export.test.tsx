// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useExport } from '../../../../../renderer/ui/data-table/use-export';
import { exportsPort } from '../../../../../renderer/bridge/exports';
import { call } from '../../../../../renderer/bridge/mdm';
import { FakeError, installFakeBridge } from '../../fake-bridge';
import type { FakeBridge } from '../../fake-bridge';

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
});

const file = { fileId: '6f1c2b4e-0d3a-4c5b-9e7f-1a2b3c4d5e6f', fileName: 'devices.csv', mimeType: 'text/csv', size: 9 };

describe('useExport', () => {
  it('follows the progress of its own export only and downloads the finished file once', async () => {
    fake.handle('devices.export', () => ({ exportId: 'mine' }));
    const download = vi.fn();
    const { result } = renderHook(() => useExport(exportsPort, download));
    await act(() =>
      result.current.start(() =>
        call('devices.export', {
          filter: { platforms: [], statuses: [], search: '', lastConnectionOlderThanDays: null },
          sort: [],
          columns: ['name'],
        }),
      ),
    );
    expect(result.current.running).toBe(true);
    act(() => fake.emit('export.progress', { exportId: 'other', done: 7, total: 9, state: 'running' }));
    expect(result.current.progress?.done).toBe(0);
    act(() => fake.emit('export.progress', { exportId: 'mine', done: 500, total: 1000, state: 'running' }));
    expect(result.current.progress?.done).toBe(500);
    act(() => fake.emit('export.progress', { exportId: 'mine', done: 1000, total: 1000, state: 'finished', file }));
    expect(result.current.running).toBe(false);
    expect(download).toHaveBeenCalledTimes(1);
    expect(download).toHaveBeenCalledWith(file);
  });

  it('applies progress that arrived before the start call answered', async () => {
    const download = vi.fn();
    fake.handle('orgs.export', () => {
      fake.emit('export.progress', { exportId: 'early', done: 36, total: 36, state: 'finished', file });
      return { exportId: 'early' };
    });
    const { result } = renderHook(() => useExport(exportsPort, download));
    await act(() =>
      result.current.start(() => call('orgs.export', { filter: { search: '' }, sort: [], columns: ['name'] })),
    );
    await waitFor(() => expect(result.current.progress?.state).toBe('finished'));
    expect(download).toHaveBeenCalledWith(file);
  });

  it('says why an export could not start', async () => {
    fake.handle('devices.export', () => {
      throw new FakeError({ code: 'http-status', details: { status: 403, serverMessage: 'not allowed' } });
    });
    const { result } = renderHook(() => useExport(exportsPort, vi.fn()));
    await act(() =>
      result.current.start(() =>
        call('devices.export', {
          filter: { platforms: [], statuses: [], search: '', lastConnectionOlderThanDays: null },
          sort: [],
          columns: ['name'],
        }),
      ),
    );
    expect(result.current.startError).toContain('The server answered HTTP 403.');
    expect(result.current.startError).toContain('The server said: not allowed.');
    expect(result.current.running).toBe(false);
  });
});
