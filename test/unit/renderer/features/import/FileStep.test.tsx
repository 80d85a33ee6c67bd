// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileStep } from '../../../../../renderer/features/import/FileStep';
import { RECENT_FILES_KEY, rememberRecentFile } from '../../../../../renderer/features/import/recent-files';
import type { RecentFile } from '../../../../../shared/prefs';
import { installFakeBridge } from '../../fake-bridge';
import { renderWithMantine } from '../../render';

const fake = installFakeBridge();
const recent = (over: Partial<RecentFile> = {}): RecentFile => ({
  name: 'staff.csv',
  size: 2048,
  lastModified: 1,
  mapping: ['name', 'email', null],
  usedAt: 1_700_000_000_000,
  ...over,
});
let stored: unknown = null;

beforeEach(() => {
  fake.reset();
  stored = null;
  fake.handlers['prefs.get'] = (input) => ((input as { key: string }).key === RECENT_FILES_KEY ? stored : null);
  fake.handlers['prefs.set'] = (input) => void (stored = (input as { value: unknown }).value);
});
afterEach(cleanup);

describe('FileStep: recent files', () => {
  it('lists recent files with their columns, says honestly that the file must be chosen again, and opens the picker', async () => {
    stored = [recent(), recent({ name: 'pupils.csv', mapping: ['name', 'email', 'givenName', 'surName', 'password'] })];
    renderWithMantine(<FileStep />);
    const items = await screen.findAllByTestId('recent-file');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('2 columns: name, email'),
      expect.stringContaining('5 columns: name, email, givenName, surName, password'),
    ]);
    expect(screen.getByText(/cannot reopen a file by itself: choose it again/)).toBeTruthy();
    const picker = screen.getByTestId('file-input') as HTMLInputElement;
    const click = vi.spyOn(picker, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Choose again… pupils.csv' }));
    expect(click).toHaveBeenCalled();
  });

  it('shows nothing when there is no recent file', async () => {
    renderWithMantine(<FileStep />);
    await Promise.resolve();
    expect(screen.queryByTestId('recent-files')).toBeNull();
  });

  it('keeps the newest five, one per name and size', async () => {
    for (let i = 0; i < 7; i++) await rememberRecentFile(recent({ name: `f${i}.csv`, usedAt: i }));
    const again = await rememberRecentFile(recent({ name: 'f3.csv', usedAt: 99 }));
    expect(again.map((f) => f.name)).toEqual(['f3.csv', 'f6.csv', 'f5.csv', 'f4.csv', 'f2.csv']);
    expect(stored).toEqual(again);
  });
});
