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
  it('words the letter in German with the school, class, greeting and every sign-in detail', () => {
    const page = letterPage(letterOf(credential, '5b'), context, createTranslator('de').t);
    expect(page.schoolName).toBe('Gymnasium Am Stein');
    expect(page.group).toBe('Klasse: 5b');
    expect(page.greeting).toBe('Hallo Šárka Žák,');
    expect(page.fields).toEqual([
      { label: 'Adresse', value: 'https://portal.example', secret: false },
      { label: 'Anmeldename', value: 'sarka.zak', secret: false },
      { label: 'E-Mail', value: 'sarka.zak@schule.example', secret: false },
      { label: 'Einmalpasswort', value: 'Kx7#mP9q', secret: true },
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
      { label: 'One-time password', value: 'Kx7#mP9q', secret: true },
    ]);
    expect(page.steps[0]).toBe('Sign in with your login and the one-time password.');
    expect(page.steps.join(' ')).toContain('new password');
  });

  it('says the password in the letter only once, in its own field', () => {
    const page = letterPage(letterOf(credential, '5b'), context, createTranslator('en').t);
    const text = JSON.stringify({ ...page, fields: page.fields.filter((field) => !field.secret) });
    expect(text).not.toContain('Kx7#mP9q');
  });
});
