import { describe, expect, it } from 'vitest';
import { withNamingScheme } from '../../../../../electron/cli/commands/derive-options';
import { parsePattern } from '../../../../../shared/users-csv/name-pattern';
import type { NamePattern } from '../../../../../shared/users-csv/name-pattern';

const parsed = (source: string, target: 'name' | 'email'): NamePattern => {
  const result = parsePattern(source, target);
  if (!result.ok) throw new Error(`bad pattern ${source}`);
  return result.pattern;
};

describe("import-users' patterns and the connection's naming scheme", () => {
  it('takes the scheme where the options name no pattern, a bare domain as {name}@domain', () => {
    const derive = withNamingScheme(undefined, {
      namePattern: '{givenName}.{surName}',
      emailPattern: 'schule.example',
    });
    expect(derive?.namePattern).toEqual(parsed('{givenName}.{surName}', 'name'));
    expect(derive?.emailPattern).toEqual(parsed('{name}@schule.example', 'email'));
  });

  it("keeps the options' own patterns and phone country over the scheme's", () => {
    const own = { namePattern: parsed('{givenName:1}{surName}', 'name'), phoneCountry: 'DE' as const };
    const derive = withNamingScheme(own, { namePattern: '{givenName}.{surName}', emailPattern: '' });
    expect(derive).toEqual({ ...own, emailPattern: undefined });
  });

  it('changes nothing without a scheme, or with an empty one', () => {
    expect(withNamingScheme(undefined, null)).toBeUndefined();
    expect(withNamingScheme(undefined, { namePattern: '', emailPattern: '' })).toBeUndefined();
  });
});
