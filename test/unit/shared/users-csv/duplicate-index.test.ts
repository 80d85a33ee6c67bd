import { describe, expect, it } from 'vitest';
import { DuplicateIndex } from '../../../../shared/users-csv/duplicate-index';

describe('DuplicateIndex', () => {
  it('finds no duplicate among 300,000 distinct keys across table growth, and every real one', () => {
    const index = new DuplicateIndex();
    let falseHits = 0;
    for (let i = 0; i < 300_000; i++) if (index.append(`user.${i}@schule-example.de`, i + 2) !== undefined) falseHits++;
    expect(falseHits).toBe(0);
    expect(index.append(' USER.1@Schule-Example.DE ', 400_000)).toBe(3);
    expect(index.append('Jürgen', 400_001)).toBeUndefined();
    expect(index.append('JÜRGEN', 400_002)).toBe(400_001);
    expect(index.append('   ', 400_003)).toBeUndefined();
  });

  it('keeps every line of a key through edits', () => {
    const index = new DuplicateIndex();
    index.append('a', 2);
    index.append('A', 5);
    index.insert('a', 3);
    expect(index.linesOf('a')).toEqual([2, 3, 5]);
    index.remove('a', 2);
    expect(index.linesOf('a')).toEqual([3, 5]);
    index.remove('a', 3);
    index.remove('a', 5);
    expect(index.linesOf('a')).toEqual([]);
    expect(index.append('a', 9)).toBeUndefined();
  });
});
