import { AttemptLog } from './attemptLog';
import { addressLimitKey } from './clientAddress';
import { rateLimited } from './rateLimited';

/** Past `free` attempts inside the window, each further attempt must come `spacingMs` after the previous one. */
export interface SpacingRule {
  windowMs: number;
  free: number;
  spacingMs: number;
}

/** At most `max` attempts inside the window; then none until the oldest of them leaves it. */
export interface CapRule {
  windowMs: number;
  max: number;
}

/** Wrong passwords for one account: free, then a doubling wait before each next attempt, then a lock. */
export interface AccountRule {
  windowMs: number;
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  firstDelayMs: number;
  /** The failure (inside the window) that locks the account for `windowMs`. */
  lockAfterFailures: number;
}

export interface AuthLimitPolicy {
  signIn: { account: AccountRule; address: SpacingRule };
  registration: { address: SpacingRule; email: CapRule };
  passwordReset: { address: SpacingRule; email: CapRule };
}

/** The calls limited per client address, each with its own count. */
export type LimitedCall = keyof AuthLimitPolicy;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The limits on sign-in, registration and password reset. Two kinds of key are treated differently:
 *
 * - An ACCOUNT (or an email address) is one person's, so guessing at it is stopped outright. The first 3
 *   wrong passwords cost nothing (typing slips); after that each attempt waits twice as long as the last
 *   (1, 2, 4, 8, 16, 32, 64 s: unnoticeable to a person retyping, ruinous to a script), and the 10th wrong
 *   password inside 15 minutes locks the account for 15 minutes. Whoever and wherever the guesser is, that
 *   is at most 10 guesses per account per 15 minutes. A successful sign-in or a password reset ends it.
 * - An ADDRESS may be shared by thousands of customers (a mobile carrier's NAT, an office, a café), so it
 *   is never shut out: past a generous count its attempts are only spaced a few seconds apart. That slows
 *   credential stuffing from one address to one guess per 2 s, and keeps a customer there waiting seconds
 *   at most. 50 failed sign-ins in 15 minutes is far more than customers mistyping behind one address make.
 *
 * Each call has counts of its own: failed sign-ins never use up registration or password reset, nor the
 * reverse. Registration counts attempts that pass the form's own checks (age, password rule); a password
 * reset request sends an email, so one email address gets at most 3 an hour, whether or not it is registered
 * (the limit must not tell which addresses are).
 */
export const AUTH_LIMIT_POLICY: AuthLimitPolicy = {
  signIn: {
    account: { windowMs: 15 * MINUTE, freeFailures: 3, firstDelayMs: SECOND, lockAfterFailures: 10 },
    address: { windowMs: 15 * MINUTE, free: 50, spacingMs: 2 * SECOND },
  },
  registration: {
    address: { windowMs: HOUR, free: 20, spacingMs: 5 * SECOND },
    email: { windowMs: HOUR, max: 5 },
  },
  passwordReset: {
    address: { windowMs: HOUR, free: 20, spacingMs: 5 * SECOND },
    email: { windowMs: HOUR, max: 3 },
  },
};

const CODE = 'too_many_attempts';
type Message = (wait: string) => string;

export const LIMIT_MESSAGES = {
  accountSlowed: (wait) => `Too many failed sign-in attempts for this account. Please wait ${wait} and try again.`,
  accountLocked: (wait) => `This account is locked for ${wait} after too many failed sign-in attempts. Reset your password to sign in sooner.`,
  signInAddress: (wait) => `Too many failed sign-in attempts from your network. Please wait ${wait} and try again.`,
  registrationAddress: (wait) => `Too many registrations from your network. Please wait ${wait} and try again.`,
  registrationEmail: (wait) => `Too many attempts to register this email address. Please wait ${wait} and try again.`,
  passwordResetAddress: (wait) => `Too many password reset requests from your network. Please wait ${wait} and try again.`,
  passwordResetEmail: (wait) => `Too many password reset requests for this email address. Please wait ${wait} and try again.`,
} satisfies Record<string, Message>;

const ADDRESS_MESSAGE: Record<LimitedCall, Message> = {
  signIn: LIMIT_MESSAGES.signInAddress,
  registration: LIMIT_MESSAGES.registrationAddress,
  passwordReset: LIMIT_MESSAGES.passwordResetAddress,
};

/** An attempt counted as failed from the moment it starts (so a parallel flood cannot slip past) until it succeeds. */
export interface PendingAttempt {
  succeeded(): void;
}

interface Wait {
  ms: number;
  message: Message;
}

const NO_WAIT: Wait = { ms: 0, message: () => '' };

/** An account name or email address as one key, whatever its spelling (" Demo@Example.com" is "demo@example.com"). */
const keyOf = (name: string) => name.trim().toLowerCase();

function spacingWaitMs(recent: readonly number[], rule: SpacingRule, now: number): number {
  if (recent.length === 0 || recent.length < rule.free) return 0;
  return recent[recent.length - 1]! + rule.spacingMs - now;
}

function capWaitMs(recent: readonly number[], rule: CapRule, now: number): number {
  if (recent.length === 0 || recent.length < rule.max) return 0;
  return recent[recent.length - rule.max]! + rule.windowMs - now;
}

/** Refuses with the longest of the waits, if any. */
function refuseIfWaiting(...waits: Wait[]): void {
  const longest = waits.reduce((a, b) => (b.ms > a.ms ? b : a), NO_WAIT);
  if (longest.ms > 0) throw rateLimited(CODE, longest.ms, longest.message);
}

/** Sign-in, registration and password-reset attempts per account, email and client address, in memory, by AUTH_LIMIT_POLICY. */
export class AuthAttempts {
  private readonly accountFailures: AttemptLog;
  /** A locked account's key → when its lock ends. */
  private readonly accountLocks = new Map<string, number>();
  private readonly addresses: Record<LimitedCall, AttemptLog>;
  private readonly emails: Record<'registration' | 'passwordReset', AttemptLog>;

  constructor(
    private readonly policy: AuthLimitPolicy = AUTH_LIMIT_POLICY,
    private readonly now: () => number = Date.now,
  ) {
    this.accountFailures = new AttemptLog(policy.signIn.account.windowMs);
    this.addresses = {
      signIn: new AttemptLog(policy.signIn.address.windowMs),
      registration: new AttemptLog(policy.registration.address.windowMs),
      passwordReset: new AttemptLog(policy.passwordReset.address.windowMs),
    };
    this.emails = { registration: new AttemptLog(policy.registration.email.windowMs), passwordReset: new AttemptLog(policy.passwordReset.email.windowMs) };
  }

  /** Before the request's body is read: refuses when the address must wait before this call. Counts nothing. */
  checkAddress(call: LimitedCall, clientAddress: string): void {
    refuseIfWaiting(this.addressWait(call, addressLimitKey(clientAddress), this.now()));
  }

  /** Refuses while the account is locked or must wait, or the address must; else counts the attempt as failed until it succeeds. */
  beginSignIn(account: string, clientAddress: string): PendingAttempt {
    const now = this.now();
    const name = keyOf(account);
    const address = addressLimitKey(clientAddress);
    refuseIfWaiting(this.accountWait(name, now), this.addressWait('signIn', address, now));
    const rule = this.policy.signIn.account;
    this.accountFailures.record(name, now);
    this.addresses.signIn.record(address, now);
    if (this.accountFailures.recent(name, now).length >= rule.lockAfterFailures) this.lock(name, now + rule.windowMs);
    return {
      succeeded: () => {
        this.forgiveAccount(name);
        this.addresses.signIn.takeBack(address, now);
      },
    };
  }

  /** A registration that passed the form's own checks: refused when the email or the address must wait, else counted. */
  beginRegistration(email: string, clientAddress: string): void {
    this.countCapped('registration', keyOf(email), addressLimitKey(clientAddress));
  }

  /** A "forgot password" request (it may send an email): refused when the email or the address must wait, else counted. */
  beginPasswordResetRequest(email: string, clientAddress: string): void {
    this.countCapped('passwordReset', keyOf(email), addressLimitKey(clientAddress));
  }

  /** Setting a new password with a reset key: counted for the address until it succeeds (so keys cannot be guessed fast). */
  beginPasswordReset(clientAddress: string): PendingAttempt {
    const now = this.now();
    const address = addressLimitKey(clientAddress);
    refuseIfWaiting(this.addressWait('passwordReset', address, now));
    this.addresses.passwordReset.record(address, now);
    return { succeeded: () => this.addresses.passwordReset.takeBack(address, now) };
  }

  /** The account's owner proved who they are (they signed in, or reset the password): its failures and lock are forgiven. */
  forgiveAccount(...signInNames: string[]): void {
    for (const name of signInNames.map(keyOf)) {
      this.accountFailures.clear(name);
      this.accountLocks.delete(name);
    }
  }

  private countCapped(call: 'registration' | 'passwordReset', email: string, address: string): void {
    const now = this.now();
    const emailWait = capWaitMs(this.emails[call].recent(email, now), this.policy[call].email, now);
    const emailMessage = call === 'registration' ? LIMIT_MESSAGES.registrationEmail : LIMIT_MESSAGES.passwordResetEmail;
    refuseIfWaiting({ ms: emailWait, message: emailMessage }, this.addressWait(call, address, now));
    this.emails[call].record(email, now);
    this.addresses[call].record(address, now);
  }

  private addressWait(call: LimitedCall, address: string, now: number): Wait {
    return { ms: spacingWaitMs(this.addresses[call].recent(address, now), this.policy[call].address, now), message: ADDRESS_MESSAGE[call] };
  }

  private accountWait(name: string, now: number): Wait {
    const lockedUntil = this.accountLocks.get(name);
    if (lockedUntil !== undefined && lockedUntil > now) return { ms: lockedUntil - now, message: LIMIT_MESSAGES.accountLocked };
    if (lockedUntil !== undefined) this.accountLocks.delete(name);
    const failures = this.accountFailures.recent(name, now);
    const rule = this.policy.signIn.account;
    if (failures.length < rule.freeFailures) return NO_WAIT;
    const delayMs = Math.min(rule.windowMs, rule.firstDelayMs * 2 ** (failures.length - rule.freeFailures));
    return { ms: failures[failures.length - 1]! + delayMs - now, message: LIMIT_MESSAGES.accountSlowed };
  }

  private lock(name: string, until: number): void {
    this.accountLocks.set(name, until);
    if (this.accountLocks.size > 50_000) {
      const now = this.now();
      for (const [key, end] of [...this.accountLocks]) if (end <= now) this.accountLocks.delete(key);
    }
  }
}
