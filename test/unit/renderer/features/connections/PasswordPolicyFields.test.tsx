// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProfileForm } from '../../../../../renderer/features/connections/ProfileForm';
import type { ProfileView } from '../../../../../shared/models/profile';
import { KEYCHAIN_SECRETS, installFakeBridge } from '../../fake-bridge';
import { renderWithMantine } from '../../render';
import { schoolProfile } from '../../../../helpers/school-profile';

const fake = installFakeBridge();
const school: ProfileView = schoolProfile({ passwordPolicy: { minimumPasswordLength: 10 } });

beforeEach(() => {
  fake.reset();
  fake.handlers['secrets.status'] = () => KEYCHAIN_SECRETS;
  fake.handlers['profiles.save'] = (input) => ({ ...school, ...(input as { profile: object }).profile });
});
afterEach(cleanup);

describe("the profile's password policy", () => {
  it('is entered once with the profile, in the server policy fields, and shown again when editing', async () => {
    renderWithMantine(<ProfileForm editing={school} onSaved={() => undefined} onCancel={() => undefined} />);
    expect((screen.getByLabelText('Minimum length') as HTMLInputElement).value).toBe('10');
    fireEvent.change(screen.getByLabelText('Digits, at least'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Symbols, at least'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText('A password may equal the user name'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsOf('profiles.save')).toHaveLength(1));
    expect(
      (fake.callsOf('profiles.save')[0] as { profile: { passwordPolicy: unknown } }).profile.passwordPolicy,
    ).toEqual({
      minimumPasswordLength: 10,
      minimumNumbersOfDigits: 1,
      requiredNumbersOfSymbols: 1,
      allowSimplePassword: false,
    });
  });

  it('sends null (no policy) when every field is empty', async () => {
    renderWithMantine(
      <ProfileForm
        editing={{ ...school, passwordPolicy: null }}
        onSaved={() => undefined}
        onCancel={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsOf('profiles.save')).toHaveLength(1));
    expect(
      (fake.callsOf('profiles.save')[0] as { profile: { passwordPolicy: unknown } }).profile.passwordPolicy,
    ).toBeNull();
  });
});
