import { ok, requireUser, type EndpointHandlers } from '../http/context';
import { bankDetailsOf, saveBankDetails } from '../domain/bankDetails';
import { PASSWORD_RULE_MESSAGE, meetsPasswordRule } from '../domain/passwordRule';
import { hashPassword, verifyPassword } from '../domain/secrets';
import { requestLimit, requestLockout } from '../domain/spendingLimit';
import { emailTaken, isUniqueViolation, passwordHashOf, publicUser, revokeOtherTokens, saveProfile, setPasswordHash, storedProfile } from '../domain/users';

const EMAIL_TAKEN = 'That email address is already used by another account.';
const CURRENT_PASSWORD_NEEDED = 'Please enter your current password to set a new one.';

/** The signed-in customer's profile, billing address, bank details and responsible-gaming settings. */
export const profileHandlers = {
  getUserDetails: (context) => ok({ success: true, data: publicUser(context.db, requireUser(context), context.userToken) }),

  updateProfile: async (context, input) => {
    const userId = requireUser(context);
    if (emailTaken(context.db, input.account_email, userId)) return ok({ success: false, error: EMAIL_TAKEN });
    if (input.password_1 || input.password_current) {
      // 'Please Fill all password fields.' in two cases only: a current password without a new one, or a new one without its confirmation.
      if (!input.password_1 || !input.password_2) return ok({ success: false, error: 'Please Fill all password fields.' });
      if (!input.password_current) return ok({ success: false, error: CURRENT_PASSWORD_NEEDED });
      if (!(await verifyPassword(input.password_current, passwordHashOf(context.db, userId)))) {
        return ok({ success: false, error: 'Your current password is incorrect.' });
      }
      if (input.password_1 !== input.password_2) return ok({ success: false, error: 'New password and Confirm password do not match.' });
      if (!meetsPasswordRule(input.password_1)) return ok({ success: false, error: PASSWORD_RULE_MESSAGE });
      setPasswordHash(context.db, userId, await hashPassword(input.password_1));
      // A new password signs the customer out of every other session; this one stays signed in.
      revokeOtherTokens(context.db, userId, context.userToken);
    }
    const profile = storedProfile(context.db, userId);
    try {
      saveProfile(context.db, userId, {
        ...profile,
        first_name: input.account_first_name,
        last_name: input.account_last_name,
        email: input.account_email,
        name: input.account_display_name || `${input.account_first_name} ${input.account_last_name}`,
      });
    } catch (error) {
      // Another account took the address between the check and the save.
      if (isUniqueViolation(error)) return ok({ success: false, error: EMAIL_TAKEN });
      throw error;
    }
    return ok({ success: true, data: publicUser(context.db, userId, context.userToken) });
  },

  updateUserDetails: (context, input) => {
    const userId = requireUser(context);
    const profile = storedProfile(context.db, userId);
    saveProfile(context.db, userId, {
      ...profile,
      billing_first_name: input.first_name,
      billing_last_name: input.last_name,
      billing_email: input.billing_email,
      billing_phone: input.billing_phone,
      billing_address_1: input.billing_address_1,
      billing_address_2: input.billing_address_2,
      billing_city: input.billing_city,
      billing_postcode: input.billing_postcode,
      billing_state: input.billing_state,
      billing_country: 'GB',
    });
    return ok({ success: true });
  },

  /** Spec: a GET whose query parameters save the bank details. */
  bankDetails: (context, input) => {
    const userId = requireUser(context);
    saveBankDetails(context.db, userId, { accountNumber: input.account_number, sortCode: input.sort_code });
    return ok({ success: true, data: { account_number: input.account_number, sort_code: input.sort_code } });
  },

  /** What bankDetails saved, the account number cut to its last four digits (it never travels whole). */
  bankDetailsSaved: (context) => {
    const saved = bankDetailsOf(context.db, requireUser(context));
    return ok({ success: true, data: saved ? { account_number_last4: saved.accountNumber.slice(-4), sort_code: saved.sortCode } : null });
  },

  responsibleGaming: (context, input) => {
    const userId = requireUser(context);
    const profile = storedProfile(context.db, userId);
    const now = Date.now();
    // Lowering a limit is at once, raising or removing it after 24 hours; a break is never shortened.
    saveProfile(context.db, userId, {
      ...profile,
      ...requestLimit(profile, { limit_duration: input.limit_duration, limit_value: input.limit_value }, now),
      ...requestLockout(profile, input.lockout_period, now),
    });
    return ok({ success: true, data: publicUser(context.db, userId, context.userToken) });
  },
} satisfies Partial<EndpointHandlers>;
