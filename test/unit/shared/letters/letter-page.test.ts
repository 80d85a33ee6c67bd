import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../../shared/i18n/translator';
import { letterOf } from '../../../../shared/letters/letter';
import { letterPage } from '../../../../shared/letters/letter-page';

const credential = {
  line: 4,
  name: 'sarka.zak',
  givenName: 'Šárka',
  surName: 'Žák',
  email: 'sarka.zak@schule.example',
  password: 'Kx7#mP9q',
};
const context = { schoolName: ' Gymnasium Am Stein ', portalUrl: 'https://portal.example ' };

describe('letterOf', () => {
  it('takes the login, e-mail, names and password of the credential and the trimmed class', () => {
    expect(letterOf(credential, ' 5b ')).toEqual({
      login: 'sarka.zak',
      email: 'sarka.zak@schule.example',
      givenName: 'Šárka',
      surName: 'Žák',
      password: 'Kx7#mP9q',
      group: '5b',
    });
    expect(letterOf(credential).group).toBe('');
  });
});

describe('letterPage', () => {
  it('tells an existing user whose password the import sets that the account has a new one, not that one was set up', () => {
    const de = createTranslator('de').t;
    const existing = letterPage(letterOf(credential, '5b', true), context, de);
    expect(existing.intro).toBe('Ihr Zugang hat ein neues Passwort erhalten. Melden Sie sich mit diesen Angaben an:');
    expect(letterPage(letterOf(credential, '5b', true), { ...context, address: 'du' }, de).intro).toBe(
      'dein Zugang hat ein neues Passwort bekommen. So meldest du dich an:',
    );
    expect(letterPage(letterOf(credential, '5b', true), context, createTranslator('en').t).intro).toBe(
      'your account has a new password. Sign in with these details:',
    );
    expect(letterPage(letterOf(credential, '5b'), context, de).intro).toBe(
      'für Sie wurde ein Zugang eingerichtet. Melden Sie sich mit diesen Angaben an:',
    );
  });

  it('words the letter in German with the school, class, greeting and every sign-in detail', () => {
    const page = letterPage(letterOf(credential, '5b'), context, createTranslator('de').t);
    expect(page.schoolName).toBe('Gymnasium Am Stein');
    expect(page.group).toBe('Klasse: 5b');
    expect(page.greeting).toBe('Hallo Šárka Žák,');
    expect(page.fields).toEqual([
      { label: 'Adresse', value: 'https://portal.example', secret: false },
      { label: 'Anmeldename', value: 'sarka.zak', secret: false },
      { label: 'E-Mail', value: 'sarka.zak@schule.example', secret: false },
      { label: 'Startpasswort', value: 'Kx7#mP9q', secret: true },
    ]);
    expect(page.steps[0]).toContain('obige Adresse');
    expect(page.steps.join(' ')).toContain('neuen Passwort');
  });

  it('words it in English, and leaves out what is unknown', () => {
    const page = letterPage(
      letterOf({ ...credential, givenName: '', surName: '', email: '' }),
      { schoolName: '', portalUrl: '' },
      createTranslator('en').t,
    );
    expect(page.group).toBe('');
    expect(page.greeting).toBe('Hello,');
    expect(page.fields).toEqual([
      { label: 'Login', value: 'sarka.zak', secret: false },
      { label: 'Initial password', value: 'Kx7#mP9q', secret: true },
    ]);
    expect(page.steps[0]).toBe('Sign in with your login and the initial password.');
    expect(page.steps.join(' ')).toContain('new password');
  });

  it('addresses pupils with "du" in German and in a friendlier tone in English', () => {
    const du = letterPage(letterOf(credential, '5b'), { ...context, address: 'du' }, createTranslator('de').t);
    expect(du.title).toBe('Dein Zugang');
    expect(du.greeting).toBe('Hallo Šárka Žák,');
    expect(du.intro).toBe('für dich wurde ein Zugang eingerichtet. So meldest du dich an:');
    expect(du.steps[0]).toBe('Öffne die Adresse oben und melde dich mit Anmeldename und Startpasswort an.');
    expect(du.steps.join(' ')).toContain('wirst du nach einem neuen Passwort gefragt');
    expect(du.steps.join(' ')).not.toMatch(/\b(Sie|Ihr|Ihnen)\b/);
    const sie = letterPage(letterOf(credential, '5b'), { ...context, address: 'sie' }, createTranslator('de').t);
    expect(sie.title).toBe('Ihr Zugang');
    expect([sie.intro, ...sie.steps].join(' ')).not.toMatch(/\b(du|dich|dein)\b/);

    const friendly = letterPage(letterOf(credential), { ...context, address: 'du' }, createTranslator('en').t);
    expect(friendly.greeting).toBe('Hi Šárka Žák,');
    expect(friendly.intro).toBe("we've set up an account for you. Here is how you sign in:");
    const formal = letterPage(letterOf(credential), context, createTranslator('en').t);
    expect(formal.greeting).toBe('Hello Šárka Žák,');
    expect(formal.intro).toBe('an account has been set up for you. Sign in with these details:');
  });

  it('says the new password is asked for only when the server was asked to', () => {
    const asked = letterPage(letterOf(credential), { ...context, changeRequired: true }, createTranslator('de').t);
    expect(asked.steps[1]).toContain('werden Sie nach einem neuen Passwort gefragt');
    const own = letterPage(letterOf(credential), { ...context, changeRequired: false }, createTranslator('de').t);
    expect(own.steps[1]).toBe('Ändern Sie nach der Anmeldung das Passwort in eines, das nur Sie kennen.');
    const ownDu = letterPage(
      letterOf(credential),
      { ...context, changeRequired: false, address: 'du' },
      createTranslator('en').t,
    );
    expect(ownDu.steps[1]).toBe("Once you've signed in, change the password to one that only you know.");
  });

  it('says the password in the letter only once, in its own field', () => {
    const page = letterPage(letterOf(credential, '5b'), context, createTranslator('en').t);
    const text = JSON.stringify({ ...page, fields: page.fields.filter((field) => !field.secret) });
    expect(text).not.toContain('Kx7#mP9q');
  });
});
