import { describe, expect, it } from 'vitest';
import { UserStore, userBaseInfo } from '../../../../electron/demo-server/users';

const fields = (name: string, email: string) => ({
  name,
  email,
  givenName: 'G',
  surName: 'S',
  password: 'x',
  custom: {},
});

describe('UserStore', () => {
  it('answers a lookup from the store as it is now: users stored or overwritten after a lookup are found as they are', () => {
    const store = new UserStore([], () => 1000);
    store.store(fields('anna', 'anna@example.com'), ['Device User']);
    expect(store.matching(['ANNA']).map((u) => u.email)).toEqual(['anna@example.com']);
    store.store(fields('anna', 'a.new@example.org'), ['Device User']);
    store.store(fields('hannah', 'hannah@example.com'), ['Device User']);
    expect(store.matching(['anna']).map((u) => [u.name, u.email])).toEqual([
      ['anna', 'a.new@example.org'],
      ['hannah', 'hannah@example.com'],
    ]);
    expect(store.matching(['anna@example.com'])).toEqual([]);
  });

  it('finds users by e-mail ignoring case, and moves the index when an overwrite changes the e-mail', () => {
    const store = new UserStore([], () => 1000);
    store.store(fields('anna', 'Anna@Example.com'), ['Device User']);
    expect(store.byEmail('anna@example.COM')?.name).toBe('anna');
    const again = store.store(fields('ANNA', 'anna.new@example.com'), ['User']);
    expect(again.version).toBe(2);
    expect(store.byEmail('anna@example.com')).toBeUndefined();
    expect(store.byEmail('anna.new@example.com')?.name).toBe('ANNA');
  });
  it('answers the base info as the reference User has it: type USER, surname, no password', () => {
    const store = new UserStore(
      [{ name: 'jdoe', email: 'j@x.de', givenName: 'J', surName: 'Doe', uuid: 'u-1' }],
      () => 5,
    );
    const info = userBaseInfo(store.get('JDOE')!, 'org-1');
    expect(info).toMatchObject({ uuid: 'u-1', type: 'USER', name: 'jdoe', surname: 'Doe', organizationUuid: 'org-1' });
    // The one field about the password is whether it must be changed, never the password.
    const { passwordChangeRequired, ...rest } = info;
    expect(passwordChangeRequired).toBe(false);
    expect(JSON.stringify(rest)).not.toMatch(/password/i);
  });

  it('keeps passwordChangeRequired from an import line, and as it was when a later line leaves it blank', () => {
    const store = new UserStore([], () => 5);
    store.store({ ...fields('pupil', 'pupil@x.de'), flags: { passwordChangeRequired: true } }, ['User']);
    expect(userBaseInfo(store.get('pupil')!, 'org-1').passwordChangeRequired).toBe(true);
    store.store(fields('pupil', 'pupil@x.de'), ['User']);
    expect(userBaseInfo(store.get('pupil')!, 'org-1').passwordChangeRequired).toBe(true);
    store.store({ ...fields('pupil', 'pupil@x.de'), flags: { passwordChangeRequired: false } }, ['User']);
    expect(userBaseInfo(store.get('pupil')!, 'org-1').passwordChangeRequired).toBe(false);
  });

  it('answers a seeded user with the fields it was seeded with: given name, surname, e-mail, phone, position', () => {
    const store = new UserStore(
      [
        { name: 'rm', email: 'rm@x.de', givenName: 'René', surName: 'Müller', phone: '+4930123', position: '7b' },
        { name: 'plain', email: 'p@x.de', givenName: 'P', surName: 'Lain' },
      ],
      () => 5,
    );
    expect(userBaseInfo(store.get('rm')!, 'org-1')).toMatchObject({
      givenName: 'René',
      surname: 'Müller',
      email: 'rm@x.de',
      phone: '+4930123',
      position: '7b',
    });
    const plain = userBaseInfo(store.get('plain')!, 'org-1');
    expect(plain).not.toHaveProperty('phone');
    expect(plain).not.toHaveProperty('position');
  });
});
