import { describe, expect, it } from 'vitest';
import { checkUserRow } from '../../../../electron/demo-server/user-row';

const columns = ['name', 'email', 'givenName', 'surName', 'password', 'phone', undefined];
const policy = { minimumPasswordLength: 8 };
const check = (fields: string[]) => checkUserRow({ line: 2, fields }, columns, policy);
const good = ['jdoe', 'jdoe@example.com', 'John', 'Doe', 'password1', '+4930123', 'ignored'];
const withField = (i: number, v: string) => good.map((g, j) => (j === i ? v : g));

describe('checkUserRow', () => {
  it('accepts a good row and keeps the password out of nothing but the password', () => {
    const out = check(good);
    expect(out).toMatchObject({ ok: true, user: { name: 'jdoe', email: 'jdoe@example.com', phone: '+4930123' } });
  });
  it('fails a field count mismatch with the spec message', () => {
    expect(check(good.slice(0, 3))).toEqual({
      ok: false,
      message: 'Number of data fields (3) does not match number of headers (7)',
    });
  });
  it.each([
    [1, '', /Field 'email' is mandatory but empty/],
    [2, ' ', /Field 'givenName' is mandatory/],
    [1, 'a@b@c', /Field 'email' is not a valid e-mail address: 'a@b@c'/],
    [1, 'jürgen@müller.de', null],
    [5, '030 1234', /Field 'phone' must be in international format/],
    [5, '', null],
    [4, 'short', /Field 'password' does not satisfy the password policy: at least 8 characters/],
    [0, 'dom\\user', /Field 'name' must not contain/],
    [0, 'dom:user', /Field 'name' must not contain/],
  ])('field %i = %j', (i, value, message) => {
    const out = check(withField(i, value));
    if (message === null) expect(out.ok).toBe(true);
    else expect(out.ok === false && out.message).toMatch(message);
  });
  it('never echoes the password', () => {
    const out = check(withField(4, 'sec'));
    expect(out.ok === false && out.message).not.toContain('sec,');
    expect(out.ok === false && out.message.includes("'sec'")).toBe(false);
  });
  it('reports a quoting error of the record', () => {
    expect(checkUserRow({ line: 3, fields: ['x'], parseError: 'Quoted field unterminated' }, columns, policy)).toEqual({
      ok: false,
      message: 'Malformed CSV record: Quoted field unterminated',
    });
  });
});

describe('checkUserRow: the passwordChangeRequired column', () => {
  const flagged = [...columns.slice(0, 6), 'passwordChangeRequired'];
  const row = (value: string) => checkUserRow({ line: 2, fields: [...good.slice(0, 6), value] }, flagged, policy);

  it('takes true and false in any case, and a blank cell as no value', () => {
    expect(row('true')).toMatchObject({ ok: true, user: { flags: { passwordChangeRequired: true } } });
    expect(row('FALSE')).toMatchObject({ ok: true, user: { flags: { passwordChangeRequired: false } } });
    const blank = row('');
    expect(blank.ok && blank.user.flags).toBeUndefined();
  });

  it('fails any other value, naming the field', () => {
    expect(row('yes')).toEqual({
      ok: false,
      message: "Field 'passwordChangeRequired' must be true or false (got 'yes')",
    });
  });
});
