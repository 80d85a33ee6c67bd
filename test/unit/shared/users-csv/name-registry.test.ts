import { describe, expect, it } from 'vitest';
import { NameRegistry, takenNamesOf } from '../../../../shared/users-csv/name-registry';

describe('name registry', () => {
  it('gives out base, base2, base3 and says why', () => {
    const r = new NameRegistry();
    expect(r.claim('max.mustermann', 2)).toEqual({ value: 'max.mustermann', suffix: null, reason: null });
    expect(r.claim('max.mustermann', 5)).toEqual({
      value: 'max.mustermann2',
      suffix: 2,
      reason: 'taken in file',
      takenLine: 2,
    });
    expect(r.claim('max.mustermann', 9).value).toBe('max.mustermann3');
  });

  it('avoids the names taken on the server and those the file gives itself, without case', () => {
    const server = new Set(['anna.berg', 'anna.berg2']);
    const r = new NameRegistry({ isTaken: (v) => server.has(v) });
    expect(r.claim('anna.berg', 2)).toEqual({ value: 'anna.berg3', suffix: 3, reason: 'taken on server' });
    r.note('Tom.Kurz', 3);
    expect(r.claim('tom.kurz', 4)).toMatchObject({ value: 'tom.kurz2', reason: 'taken in file', takenLine: 3 });
  });

  it('puts an e-mail suffix where the caller says (before the @)', () => {
    const r = new NameRegistry();
    const at = (n: number) => `max${n}@schule.example`;
    r.claim('max@schule.example', 2, at);
    expect(r.claim('max@schule.example', 3, at).value).toBe('max2@schule.example');
  });
});

describe('name registry limits', () => {
  it('stops with a message when the server takes every value', () => {
    const r = new NameRegistry({ isTaken: () => true });
    expect(() => r.claim('max', 2)).toThrow('No free value for "max" up to the suffix 1000000.');
  });
});

describe('taken names of a list', () => {
  it('compares without case, as the server does', () => {
    const r = new NameRegistry(takenNamesOf(['Rene.Mueller ', 'anna']));
    expect(r.claim('rene.mueller', 2)).toMatchObject({ value: 'rene.mueller2', reason: 'taken on server' });
    expect(r.claim('ANNA', 3).value).toBe('ANNA2');
  });
});
