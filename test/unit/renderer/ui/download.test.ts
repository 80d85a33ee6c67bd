// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { downloadExported, downloadFile } from '../../../../renderer/ui/download';

describe('downloadFile', () => {
  it('clicks a hidden anchor whose download name and Blob content are the file', async () => {
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test/1';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    downloadFile({ fileName: 'report.csv', content: 'line;status\n2;SUCCESS\n', mimeType: 'text/csv' });
    const clicked = click.mock.contexts[0] as HTMLAnchorElement;
    expect(clicked).toBeInstanceOf(HTMLAnchorElement);
    expect(clicked.download).toBe('report.csv');
    expect(clicked.href).toBe('blob:test/1');
    expect(clicked.isConnected).toBe(false);
    expect(blobs[0]!.type).toBe('text/csv');
    expect(await blobs[0]!.text()).toBe('line;status\n2;SUCCESS\n');
    create.mockRestore();
    click.mockRestore();
  });
});

describe('downloadExported', () => {
  it('clicks an anchor to the shell-served URL of the file: no content passes through the page', () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    downloadExported({
      fileId: '6f1c2b4e-0d3a-4c5b-9e7f-1a2b3c4d5e6f',
      fileName: 'Geräte.csv',
      mimeType: 'text/csv',
      size: 10,
    });
    const clicked = click.mock.contexts[0] as HTMLAnchorElement;
    expect(new URL(clicked.href).pathname.endsWith('/files/6f1c2b4e-0d3a-4c5b-9e7f-1a2b3c4d5e6f')).toBe(true);
    expect(clicked.download).toBe('Geräte.csv');
    click.mockRestore();
  });
});
