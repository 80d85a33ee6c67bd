import { describe, expect, it } from 'vitest';
import { createUploadTee } from '../../../../../electron/core/uploads/upload-tee';

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

async function collect(stream: AsyncIterable<Uint8Array>): Promise<number[]> {
  const out: number[] = [];
  for await (const chunk of stream) out.push(...chunk);
  return out;
}

describe('the upload tee', () => {
  it('hands every byte on in order and ends when the staging finishes', async () => {
    const tee = createUploadTee(8);
    const read = collect(tee.stream());
    await tee.push(Uint8Array.from([1, 2, 3]));
    await tee.push(Uint8Array.from([4, 5]));
    tee.end();
    expect(await read).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps a copy: the writer may reuse its buffer', async () => {
    const tee = createUploadTee(8);
    const buffer = Uint8Array.from([7, 7]);
    await tee.push(buffer);
    buffer.fill(0);
    tee.end();
    expect(await collect(tee.stream())).toEqual([7, 7]);
  });

  it('holds the writer back while more than its limit waits, until the reader takes it', async () => {
    const tee = createUploadTee(4);
    let pushed = false;
    const push = tee.push(bytes(6)).then(() => (pushed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(pushed).toBe(false);
    const reader = tee.stream()[Symbol.asyncIterator]();
    expect((await reader.next()).value).toHaveLength(6);
    await push;
    expect(pushed).toBe(true);
  });

  it('fails the reader when the staging is discarded, and frees a waiting writer', async () => {
    const tee = createUploadTee(4);
    const read = collect(tee.stream());
    const push = tee.push(bytes(10));
    tee.abort();
    await push;
    await expect(read).rejects.toThrow(/cancelled/);
  });

  it('lets the staging go on once the reader is gone', async () => {
    const tee = createUploadTee(4);
    tee.close();
    await tee.push(bytes(100));
    await tee.push(bytes(100));
    tee.end();
  });
});
