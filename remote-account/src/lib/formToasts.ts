/** Spec toasts of the account forms (sections 4 and 8). */
export const FORM_TOASTS = {
  detailsUpdated: 'Details updated successfully!',
  profileUpdated: ' Profile updated successfully!',
  genericError: 'An error occurred.',
  bankSaveFailed: 'Failed to update user details.',
} as const;
