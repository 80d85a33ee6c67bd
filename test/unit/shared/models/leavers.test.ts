import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAVER_FIELDS, packLeaver, unpackLeaver, USER_SEPARATOR } from '../../../../shared/models/leavers';
import type { Leaver } from '../../../../shared/models/leavers';

const leaver = fc.record(
  Object.fromEntries(LEAVER_FIELDS.map((f) => [f, fc.string()])) as Record<keyof Leaver, fc.Arbitrary<string>>,
);

describe('a leaver packed', () => {
  it('comes back as it was, a tab or line break in a value as a space, one record per user', () => {
    fc.assert(
      fc.property(fc.array(leaver, { maxLength: 20 }), (users) => {
        const text = users.map(packLeaver).join(USER_SEPARATOR);
        const back = users.length === 0 ? [] : text.split(USER_SEPARATOR).map(unpackLeaver);
        const spaced = (l: Leaver) =>
          Object.fromEntries(LEAVER_FIELDS.map((f) => [f, l[f].replace(/[\t\n\r]/g, ' ')])) as Leaver;
        expect(back).toEqual(users.map(spaced));
      }),
    );
  });
});
