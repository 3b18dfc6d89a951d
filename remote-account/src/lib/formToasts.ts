/** The account forms' toasts, word for word: success, and a failed save. */
export const FORM_TOASTS = {
  detailsUpdated: 'Details updated successfully!',
  profileUpdated: ' Profile updated successfully!',
  genericError: 'An error occurred.',
  bankSaveFailed: 'Failed to update user details.',
} as const;
