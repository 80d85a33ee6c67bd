import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mimeType, resolveRendererFile } from '../../../../electron/core/renderer-files';

const root = path.resolve('/srv/app/renderer');

describe('resolveRendererFile', () => {
  it('maps / to index.html and paths below the folder to files', () => {
    expect(resolveRendererFile(root, '/')).toBe(path.join(root, 'index.html'));
    expect(resolveRendererFile(root, '/assets/index-abc.js')).toBe(path.join(root, 'assets/index-abc.js'));
  });

  it.each([
    '/../secret.txt',
    '/assets/../../etc/passwd',
    '/%2e%2e/etc/passwd',
    '/..%2fetc',
    '/a%00b',
    '/%E0%A4%A',
    '/..\\x',
  ])('refuses %s, which would leave the folder or is malformed', (urlPath) => {
    expect(resolveRendererFile(root, urlPath)).toBeNull();
  });

  it('knows the types it serves', () => {
    expect(mimeType('x/index.html')).toBe('text/html; charset=utf-8');
    expect(mimeType('a.JS')).toBe('text/javascript; charset=utf-8');
    expect(mimeType('a.bin')).toBe('application/octet-stream');
  });
});
