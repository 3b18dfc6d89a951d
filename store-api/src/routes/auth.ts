import { ok, requireUser, type EndpointHandlers } from '../http/context';
import { WpError } from '../http/wpError';
import type { EndpointName } from '@shop/shared-contracts';
import type { LimitedCall } from '../domain/authAttempts';
import { consumeKey, mintKey } from '../domain/oneTimeKeys';
import { writeToOutbox } from '../domain/outbox';
import { PASSWORD_RULE_MESSAGE, meetsPasswordRule } from '../domain/passwordRule';
import { hashPassword, verifyPasswordOrDummy } from '../domain/secrets';
import {
  credentialsFor,
  emailTaken,
  isUniqueViolation,
  issueToken,
  publicUser,
  registerCustomer,
  revokeAllTokens,
  setPasswordHash,
  signInNamesOf,
  userIdByEmail,
} from '../domain/users';

const RESET_LIFETIME_MS = 60 * 60 * 1000;
const MIN_AGE_YEARS = 18;

function ageInYears(dateOfBirth: string, now = new Date()): number {
  const born = new Date(`${dateOfBirth}T00:00:00Z`);
  let age = now.getUTCFullYear() - born.getUTCFullYear();
  const birthdayPassed = now.getUTCMonth() > born.getUTCMonth() || (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() >= born.getUTCDate());
  if (!birthdayPassed) age -= 1;
  return age;
}

/** The calls limited per client address, checked before their body is even read (a refused flood costs no parsing). */
export const ADDRESS_LIMITED_CALLS = {
  login: 'signIn',
  register: 'registration',
  forgotPassword: 'passwordReset',
  resetPassword: 'passwordReset',
} as const satisfies Partial<Record<EndpointName, LimitedCall>>;

const signedIn = (db: Parameters<typeof publicUser>[0], userId: number) => ok({ success: true, data: publicUser(db, userId, issueToken(db, userId)) });

/** Sign-in calls the spec does not show, designed as a WordPress JWT-style plugin would answer them. */
export const authHandlers = {
  checkAuth: (context) => {
    const userId = requireUser(context);
    return ok({ success: true, data: publicUser(context.db, userId, context.userToken) });
  },
  login: async (context, { username, password }) => {
    const attempt = context.authAttempts.beginSignIn(username, context.ip);
    const account = credentialsFor(context.db, username);
    // An unknown account is checked against a dummy hash: the same work, so timing tells nothing.
    if (!(await verifyPasswordOrDummy(password, account?.passwordHash)) || !account) {
      throw new WpError(403, 'invalid_credentials', 'The email address or password you entered is incorrect.');
    }
    attempt.succeeded();
    return signedIn(context.db, account.userId);
  },
  register: async (context, input) => {
    if (ageInYears(input.date_of_birth) < MIN_AGE_YEARS) throw new WpError(400, 'underage', 'You must be 18 or over to enter our competitions.');
    if (!meetsPasswordRule(input.password)) throw new WpError(400, 'weak_password', PASSWORD_RULE_MESSAGE);
    // Counted once the form's own checks pass: a customer retyping a weak password uses up nothing.
    context.authAttempts.beginRegistration(input.email, context.ip);
    const existing = () => new WpError(400, 'existing_user_email', 'An account is already registered with your email address. Please log in.');
    if (emailTaken(context.db, input.email)) throw existing();
    const passwordHash = await hashPassword(input.password);
    let userId: number;
    try {
      // The account, and any site credit held for its email (a postal entrant's instant win), in one transaction.
      userId = registerCustomer(context.db, { ...input, username: input.email }, passwordHash, context.now());
    } catch (error) {
      if (isUniqueViolation(error)) throw existing(); // registered while the password was hashing
      throw error;
    }
    return signedIn(context.db, userId);
  },
  forgotPassword: (context, { email: address }) => {
    context.authAttempts.beginPasswordResetRequest(address, context.ip);
    const userId = userIdByEmail(context.db, address);
    if (userId !== undefined) {
      const key = mintKey(context.db, userId, 'reset', RESET_LIFETIME_MS);
      const link = `${context.config.publicUrl}/auth/reset/password?key=${key}`;
      writeToOutbox(context.config.outboxFile, address, `reset your password: ${link}`);
      console.log(`[store-api] password reset link for ${address}: ${link}`);
    }
    // The same answer whether or not the address is registered, so accounts cannot be discovered.
    return ok({ success: true, message: 'If that email address is registered, a reset link is on its way.' });
  },
  resetPassword: async (context, { key, password, confirm_password }) => {
    if (password !== confirm_password) throw new WpError(400, 'password_mismatch', 'New password and Confirm password do not match.');
    if (!meetsPasswordRule(password)) throw new WpError(400, 'weak_password', PASSWORD_RULE_MESSAGE);
    const attempt = context.authAttempts.beginPasswordReset(context.ip);
    const userId = consumeKey(context.db, key, 'reset');
    if (userId === null) throw new WpError(400, 'invalid_key', 'This password reset link is invalid or has expired.');
    attempt.succeeded();
    setPasswordHash(context.db, userId, await hashPassword(password));
    revokeAllTokens(context.db, userId);
    // The owner proved who they are: a lock from someone guessing at the account ends.
    context.authAttempts.forgiveAccount(...signInNamesOf(context.db, userId));
    return ok({ success: true, message: 'Your password has been reset. Please sign in.' });
  },
  logout: (context) => {
    // Signing out ends every session of the customer, this one included.
    revokeAllTokens(context.db, requireUser(context));
    return ok({ success: true });
  },
  loginAsUser: (context, { key }) => {
    const userId = consumeKey(context.db, key, 'login-as-user');
    if (userId === null) throw new WpError(403, 'invalid_key', 'This sign-in link is invalid, used or expired.');
    return signedIn(context.db, userId);
  },
} satisfies Partial<EndpointHandlers>;
