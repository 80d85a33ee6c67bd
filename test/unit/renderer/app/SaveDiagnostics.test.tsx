// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveDiagnostics } from '../../../../renderer/app/SaveDiagnostics';
import { installFakeBridge } from '../fake-bridge';
import { renderWithMantine } from '../render';

const fake = installFakeBridge();
beforeEach(() => fake.reset());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Save diagnostics…', () => {
  it('asks core for the zip and downloads it from the shell by id', async () => {
    const file = {
      fileId: '6f1c2b4e-0d3a-4c5b-9e7f-1a2b3c4d5e6f',
      fileName: 'mdm-admin-diagnostics-2025-03-01-1000.zip',
      mimeType: 'application/zip',
      size: 2048,
    };
    fake.handlers['diagnostics.save'] = () => file;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithMantine(<SaveDiagnostics />);
    fireEvent.click(screen.getByRole('button', { name: 'Save diagnostics…' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(new URL(anchor.href).pathname.endsWith(`/files/${file.fileId}`)).toBe(true);
    expect(anchor.download).toBe(file.fileName);
    expect(await screen.findByText(/Saved mdm-admin-diagnostics-2025-03-01-1000\.zip/)).toBeTruthy();
  });

  it('says why when it could not be made', async () => {
    fake.handlers['diagnostics.save'] = () => {
      throw { code: 'storage', details: { reason: 'write', file: 'diag.zip', problem: 'ENOSPC' } };
    };
    renderWithMantine(<SaveDiagnostics />);
    fireEvent.click(screen.getByRole('button', { name: 'Save diagnostics…' }));
    expect(
      await screen.findByText('The diagnostics could not be saved: Could not write diag.zip: ENOSPC.'),
    ).toBeTruthy();
  });
});
