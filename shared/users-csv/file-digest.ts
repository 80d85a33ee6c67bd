/**
 * A file's size and SHA-256, read in chunks (Web Crypto has no streaming digest): what a
 * receipt says of the file the wizard imported.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { ByteSource } from './csv-session-protocol';

export async function fileDigest(source: ByteSource): Promise<{ size: number; sha256: string }> {
  const hash = sha256.create();
  let size = 0;
  const reader = source.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    hash.update(value);
    size += value.length;
  }
  return { size, sha256: bytesToHex(hash.digest()) };
}
