import type { ShopApi } from '@shop/shared-contracts';
import { profileUpdatePayload, type ProfileForm } from './profileForm';

/** What a failed profile save throws when the server gives no text. */
export const PROFILE_SAVE_FAILED = 'Failed to update user details';

/** A profile save the server answered with success false; its text, when it sent one, is the toast's (serverMessage). */
export class ProfileSaveFailed extends Error {
  override readonly name = 'ProfileSaveFailed';
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? PROFILE_SAVE_FAILED);
  }
}

/**
 * Saves the profile (the details page and the overview's quick update). An answer of success false
 * throws, with the server's text or 'Failed to update user details'; the save's error toast then shows
 * the server's text, else 'An error occurred.'.
 */
export async function saveProfile(api: Pick<ShopApi, 'updateProfile'>, form: ProfileForm) {
  const answer = await api.updateProfile(profileUpdatePayload(form));
  if (!answer.success) throw new ProfileSaveFailed(answer.error?.trim() || null);
  return answer;
}
