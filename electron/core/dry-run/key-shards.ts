/**
 * A set and a map of string keys spread over many small Maps and Sets. One Set of a million
 * keys rehashes all of them at once when it grows: 100-200 ms in one turn of the event loop.
 * Spread over 256 by a hash of the key, each grows in steps of a few thousand keys.
 */
const SHARDS = 256;

function shardOf(key: string): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0;
  return hash & (SHARDS - 1);
}

export class KeySet implements Iterable<string> {
  private readonly shards = Array.from({ length: SHARDS }, () => new Set<string>());

  has(key: string): boolean {
    return this.shards[shardOf(key)]!.has(key);
  }

  add(key: string): this {
    this.shards[shardOf(key)]!.add(key);
    return this;
  }

  get size(): number {
    return this.shards.reduce((sum, shard) => sum + shard.size, 0);
  }

  /** The keys, grouped by shard (not in the order added). */
  *[Symbol.iterator](): Iterator<string> {
    for (const shard of this.shards) yield* shard;
  }
}

export class KeyMap<V> {
  private readonly shards = Array.from({ length: SHARDS }, () => new Map<string, V>());

  has(key: string): boolean {
    return this.shards[shardOf(key)]!.has(key);
  }

  get(key: string): V | undefined {
    return this.shards[shardOf(key)]!.get(key);
  }

  set(key: string, value: V): this {
    this.shards[shardOf(key)]!.set(key, value);
    return this;
  }

  delete(key: string): boolean {
    return this.shards[shardOf(key)]!.delete(key);
  }
}
