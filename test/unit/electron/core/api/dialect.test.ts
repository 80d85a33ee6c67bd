import { describe, expect, it } from 'vitest';
import { dialectsToTry, formsDiffer, learn } from '../../../../../electron/core/api/dialect';
import type { DialectMemory } from '../../../../../electron/core/api/dialect';

describe('dialect memory', () => {
  it('tries spec then management under auto, only where the forms differ', () => {
    const memory: DialectMemory = { choice: 'auto', learned: null };
    expect(dialectsToTry('queryDevices', memory)).toEqual(['spec', 'management']);
    expect(formsDiffer('readImportJob')).toBe(false);
    expect(dialectsToTry('readImportJob', memory)).toEqual(['spec']);
  });

  it('remembers what worked, tells the store once, and then tries only that', () => {
    const told: string[] = [];
    const memory: DialectMemory = { choice: 'auto', learned: null, onLearned: (d) => told.push(d) };
    learn('readImportJob', memory, 'spec');
    expect(memory.learned).toBeNull();
    learn('queryDevices', memory, 'management');
    learn('startUserImport', memory, 'management');
    expect(told).toEqual(['management']);
    expect(dialectsToTry('queryDevices', memory)).toEqual(['management']);
  });

  it('a fixed choice is used alone and never learned over', () => {
    const told: string[] = [];
    const memory: DialectMemory = { choice: 'spec', learned: null, onLearned: (d) => told.push(d) };
    expect(dialectsToTry('queryDevices', memory)).toEqual(['spec']);
    learn('queryDevices', memory, 'spec');
    expect(told).toEqual([]);
  });
});
