import type { ShopApi } from '@shop/shared-contracts';
import { PROFILE_SAVE_FAILED, saveProfile } from './profileSave';
import { serverErrorText } from './serverError';

const form = { firstName: 'Sam', lastName: 'Carp', email: 'sam@example.co.uk', currentPassword: '', newPassword: '', confirmPassword: '' };
const answering = (answer: Awaited<ReturnType<ShopApi['updateProfile']>>) => ({ updateProfile: jest.fn(() => Promise.resolve(answer)) });
const thrownBy = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );

describe('the profile save', () => {
  it("throws 'Failed to update user details' (no full stop) when the server says success false without text; the toast then reads 'An error occurred.'", async () => {
    const error = await thrownBy(saveProfile(answering({ success: false }), form));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Failed to update user details');
    expect(PROFILE_SAVE_FAILED).toBe('Failed to update user details');
    expect(serverErrorText(error)).toBe('An error occurred.');
  });

  it("throws the server's text when it sent one, and the toast shows it", async () => {
    const error = await thrownBy(saveProfile(answering({ success: false, error: 'Your current password is incorrect.' }), form));
    expect((error as Error).message).toBe('Your current password is incorrect.');
    expect(serverErrorText(error)).toBe('Your current password is incorrect.');
  });

  it('sends the payload and returns a successful answer', async () => {
    const api = answering({ success: true });
    await expect(saveProfile(api, form)).resolves.toEqual({ success: true });
    expect(api.updateProfile).toHaveBeenCalledWith(expect.objectContaining({ account_display_name: 'Sam Carp', account_email: 'sam@example.co.uk' }));
  });
});
