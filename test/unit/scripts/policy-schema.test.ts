import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POLICY_SCHEMA_FILE, renderPolicySchema } from '../../../scripts/policy-schema';

describe('docs/policy.schema.json', () => {
  it('is what shared/policy.ts generates (run `npm run policy:schema` after changing the schema)', async () => {
    expect(readFileSync(POLICY_SCHEMA_FILE, 'utf8')).toBe(await renderPolicySchema());
  });

  it('forbids fields it does not name, at every level, so a token field is refused by editors too', () => {
    const schema = JSON.parse(readFileSync(POLICY_SCHEMA_FILE, 'utf8')) as {
      additionalProperties: boolean;
      properties: Record<
        string,
        {
          items?: { additionalProperties: boolean };
          anyOf?: { additionalProperties?: boolean }[];
          additionalProperties?: boolean;
        }
      >;
    };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.connections!.items!.additionalProperties).toBe(false);
    expect(schema.properties.proxy!.additionalProperties).toBe(false);
    expect(
      schema.properties.updates!.anyOf!.find((branch) => branch.additionalProperties !== undefined)!
        .additionalProperties,
    ).toBe(false);
    expect(JSON.stringify(schema)).not.toMatch(/"token"/i);
  });
});
