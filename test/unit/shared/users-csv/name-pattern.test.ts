import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePattern, renderPattern } from '../../../../shared/users-csv/name-pattern';
import type { NamePattern, PatternTarget } from '../../../../shared/users-csv/name-pattern';

function parsed(source: string, target: PatternTarget = 'name'): NamePattern {
  const result = parsePattern(source, target);
  if (!result.ok) throw new Error(`${source}: ${result.error.code}`);
  return result.pattern;
}

function error(source: string, target: PatternTarget = 'name') {
  const result = parsePattern(source, target);
  return result.ok ? null : result.error;
}

describe('name patterns', () => {
  it('builds logins and e-mails from the transliterated names', () => {
    const people = { givenName: 'Šárka', surName: 'Žák' };
    expect(renderPattern(parsed('{givenName}.{surName}'), people)).toBe('sarka.zak');
    expect(renderPattern(parsed('{givenName:1}{surName}'), { givenName: 'Jürgen', surName: 'Müller' })).toBe(
      'jmueller',
    );
    expect(renderPattern(parsed('{surName:8}_{givenName:1}'), { givenName: 'Max', surName: 'Mustermann' })).toBe(
      'musterma_m',
    );
    expect(renderPattern(parsed('{name}@schule.example', 'email'), { name: 'sarka.zak' })).toBe(
      'sarka.zak@schule.example',
    );
    expect(
      renderPattern(parsed('{givenName}.{surName}@schule.example', 'email'), { givenName: 'Zoë', surName: 'Weiß' }),
    ).toBe('zoe.weiss@schule.example');
  });

  it('derives nothing when a name it needs is blank or has no ASCII', () => {
    expect(renderPattern(parsed('{givenName}.{surName}'), { givenName: 'Max', surName: ' ' })).toBeNull();
    expect(renderPattern(parsed('{givenName}.{surName}'), { givenName: '李', surName: 'Wang' })).toBeNull();
  });

  it('says what is wrong and at which character', () => {
    expect(error('')).toEqual({ code: 'empty', column: 1, text: '' });
    expect(error('{givenName.{surName}')).toEqual({ code: 'unclosed-brace', column: 1, text: '{' });
    expect(error('{givenName}.{surName')).toEqual({ code: 'unclosed-brace', column: 13, text: '{' });
    expect(error('{givenName}}')).toEqual({ code: 'stray-brace', column: 12, text: '}' });
    expect(error('{vorname}.{surName}')).toEqual({ code: 'unknown-field', column: 1, text: '{vorname}' });
    expect(error('{givenName:x}')).toEqual({ code: 'unknown-field', column: 1, text: '{givenName:x}' });
    expect(error('{givenName:0}')).toEqual({ code: 'bad-length', column: 1, text: '{givenName:0}' });
    expect(error('{name}.x')).toEqual({ code: 'name-in-name', column: 1, text: '{name}' });
    expect(error('{givenName} {surName}')).toEqual({ code: 'bad-character', column: 12, text: ' ' });
    expect(error('{givenName}@x.example')).toEqual({ code: 'bad-character', column: 12, text: '@' });
    expect(error('schule')).toEqual({ code: 'no-field', column: 1, text: '' });
    expect(error('{name}', 'email')).toEqual({ code: 'no-at', column: 7, text: '' });
    expect(error('{name}@a@b', 'email')).toEqual({ code: 'two-at', column: 9, text: '@' });
    expect(error('{name}@{surName}.de', 'email')).toEqual({ code: 'field-in-domain', column: 8, text: '{surName}' });
  });

  it('never throws, and points inside the pattern (or just after it)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.constantFrom<PatternTarget>('name', 'email'), (source, target) => {
        const result = parsePattern(source, target);
        if (!result.ok) {
          expect(result.error.column).toBeGreaterThanOrEqual(1);
          expect(result.error.column).toBeLessThanOrEqual(source.length + 1);
        }
      }),
    );
  });

  it('parses every well-formed name pattern, whose values hold only a-z 0-9 . - _', () => {
    const field = fc
      .tuple(fc.constantFrom('givenName', 'surName'), fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }))
      .map(([f, max]) => `{${f}${max === undefined ? '' : `:${max}`}}`);
    const literal = fc.stringMatching(/^[a-z0-9._-]{0,3}$/);
    const pattern = fc
      .array(fc.tuple(literal, field), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.map(([l, f]) => l + f).join(''));
    fc.assert(
      fc.property(pattern, fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (source, given, sur) => {
        const p = parsed(source);
        expect(p.source).toBe(source);
        const value = renderPattern(p, { givenName: given, surName: sur });
        if (value !== null) expect(value).toMatch(/^[a-z0-9._-]+$/);
      }),
    );
  });
});
