/**
 * A set and a map of string keys spread over many small Maps and Sets. One Set of a million
 * keys rehashes all of them at once when it grows: 100-200 ms in one turn of the event loop.
 * Spread over 256 by a hash of the key, each grows in steps of a few thousand keys. An empty
 * one answers without hashing the key (a prediction asks one per line, mostly empty).
 */
const SHARDS = 256;

function shardOf(key: string): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0;
  return hash & (SHARDS - 1);
}

export class KeySet implements Iterable<string> {
  private readonly shards = Array.from({ length: SHARDS }, () => new Set<string>());
  private count = 0;

  has(key: string): boolean {
    return this.count > 0 && this.shards[shardOf(key)]!.has(key);
  }

  add(key: string): this {
    const shard = this.shards[shardOf(key)]!;
    const before = shard.size;
    shard.add(key);
    this.count += shard.size - before;
    return this;
  }

  get size(): number {
    return this.count;
  }

  /** The keys, grouped by shard (not in the order added). */
  *[Symbol.iterator](): Iterator<string> {
    for (const shard of this.shards) yield* shard;
  }
}

export class KeyMap<V> {
  private readonly shards = Array.from({ length: SHARDS }, () => new Map<string, V>());
  private count = 0;

  get size(): number {
    return this.count;
  }

  has(key: string): boolean {
    return this.count > 0 && this.shards[shardOf(key)]!.has(key);
  }

  get(key: string): V | undefined {
    return this.count > 0 ? this.shards[shardOf(key)]!.get(key) : undefined;
  }

  set(key: string, value: V): this {
    const shard = this.shards[shardOf(key)]!;
    const before = shard.size;
    shard.set(key, value);
    this.count += shard.size - before;
    return this;
  }

  delete(key: string): boolean {
    const deleted = this.shards[shardOf(key)]!.delete(key);
    if (deleted) this.count--;
    return deleted;
  }
}
