import type { User } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { UNUSABLE_PASSWORD_HASH, randomToken } from './secrets';
import { withDueLimit } from './spendingLimit';
import { int, mapRow, text } from '../db/rows';
import { sql } from '../db/statements';
import { siteCreditMinor } from './creditLog';
import { claimHeldCredit } from './heldCredit';
import { currentSpendingMinor } from './spending';

/** Stored profile fields: the spec's user fields minus what is computed (token, credit, spending). */
export type StoredProfile = Omit<User, 'id' | 'token' | 'site_credit' | 'current_spending'>;

export interface NewUser {
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  phone?: string;
  city?: string;
}

export function emptyProfile(): StoredProfile {
  return {
    billing_address_1: '',
    billing_address_2: '',
    billing_city: '',
    billing_company: '',
    billing_country: 'GB',
    billing_email: '',
    billing_first_name: '',
    billing_last_name: '',
    billing_postcode: '',
    billing_state: '',
    billing_phone: '',
    description: '',
    email: '',
    first_name: '',
    last_name: '',
    name: '',
    nickname: '',
    limit_duration: '',
    limit_value: 0,
    lockout_period: '',
    lock_account: false,
    locking_period: '',
  };
}

/**
 * A customer opens an account (the register route): the account made and the site credit held for its email
 * (an accountless postal entrant's instant wins, domain/heldCredit.ts) moved into its ledger, in one
 * immediate transaction, so the credit moves once and only with the account. The caller hashes the password
 * first; a taken address throws SQLite's UNIQUE violation (`isUniqueViolation`) and moves nothing.
 */
export function registerCustomer(db: Db, input: NewUser, passwordHash: string, now: number): number {
  return db
    .transaction(() => {
      const userId = createUser(db, input, passwordHash);
      claimHeldCredit(db, userId, input.email, now);
      return userId;
    })
    .immediate();
}

/** Creates an account; the caller hashes the password first (`await hashPassword`); without a hash it cannot sign in with one. */
export function createUser(db: Db, input: NewUser, passwordHash: string = UNUSABLE_PASSWORD_HASH): number {
  const profile: StoredProfile = {
    ...emptyProfile(),
    email: input.email,
    first_name: input.first_name,
    last_name: input.last_name,
    name: `${input.first_name} ${input.last_name}`.trim(),
    nickname: input.username,
    billing_email: input.email,
    billing_first_name: input.first_name,
    billing_last_name: input.last_name,
    billing_phone: input.phone ?? '',
    billing_city: input.city ?? '',
  };
  const result = sql(db, 'INSERT INTO users (email, username, password_hash, date_of_birth, data) VALUES (?, ?, ?, ?, ?)').run(
    input.email,
    input.username,
    passwordHash,
    input.date_of_birth,
    JSON.stringify(profile),
  );
  return Number(result.lastInsertRowid);
}

export function storedProfile(db: Db, userId: number): StoredProfile {
  const data = mapRow(sql(db, 'SELECT data FROM users WHERE id = ?').get(userId), (row) => text(row, 'data'));
  if (data === undefined) throw new Error(`no user ${userId}`);
  // A raised limit whose cooling-off has passed is the limit from then on (checkout and profile alike).
  return withDueLimit({ ...emptyProfile(), ...(JSON.parse(data) as Partial<StoredProfile>) }, Date.now());
}

/**
 * Saves the profile. A changed email moves the sign-in name with it when the username was the old
 * address (as registration sets it), so the old address is free and no longer signs in.
 */
export function saveProfile(db: Db, userId: number, profile: StoredProfile): void {
  sql(db, 'UPDATE users SET data = ?, username = CASE WHEN username = email THEN ? ELSE username END, email = ? WHERE id = ?').run(
    JSON.stringify(profile),
    profile.email,
    profile.email,
    userId,
  );
}

/** Whether an address is taken as another account's email or username. */
export function emailTaken(db: Db, email: string, exceptUserId: number | null = null): boolean {
  return sql(db, 'SELECT 1 FROM users WHERE (email = ? OR username = ?) AND id IS NOT ?').get(email, email, exceptUserId) !== undefined;
}

/** A UNIQUE constraint failure from SQLite (two registrations racing for one address). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error as { code: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The account an email or username signs in to, with its password hash. */
export function credentialsFor(db: Db, login: string): { userId: number; passwordHash: string } | undefined {
  return mapRow(sql(db, 'SELECT id, password_hash FROM users WHERE email = ? OR username = ?').get(login, login), (row) => ({
    userId: int(row, 'id'),
    passwordHash: text(row, 'password_hash'),
  }));
}

export function userIdByEmail(db: Db, email: string): number | undefined {
  return mapRow(sql(db, 'SELECT id FROM users WHERE email = ?').get(email), (row) => int(row, 'id'));
}

/** The names an account signs in with (its email and its username). */
export function signInNamesOf(db: Db, userId: number): string[] {
  return mapRow(sql(db, 'SELECT email, username FROM users WHERE id = ?').get(userId), (row) => [text(row, 'email'), text(row, 'username')]) ?? [];
}

export function passwordHashOf(db: Db, userId: number): string {
  const hash = mapRow(sql(db, 'SELECT password_hash FROM users WHERE id = ?').get(userId), (row) => text(row, 'password_hash'));
  if (hash === undefined) throw new Error(`no user ${userId}`);
  return hash;
}

export function setPasswordHash(db: Db, userId: number, passwordHash: string): void {
  sql(db, 'UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId);
}

/** A sign-in token lapses after this long unused; every use extends it (sliding expiry). */
export const TOKEN_IDLE_LIFETIME_MS = 30 * 86_400_000;
/** Uses closer together than this do not rewrite last_used_at (one write a minute per token at most). */
const TOKEN_TOUCH_INTERVAL_MS = 60_000;

export function issueToken(db: Db, userId: number, now = Date.now()): string {
  const token = randomToken();
  sql(db, 'INSERT INTO tokens (token, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)').run(token, userId, now, now);
  return token;
}

/** The user a live token belongs to: not revoked and used within the last 30 days; the use extends it. */
export function userIdForToken(db: Db, token: string, now = Date.now()): number | null {
  if (!token) return null;
  const row = mapRow(sql(db, 'SELECT user_id, last_used_at FROM tokens WHERE token = ? AND revoked = 0').get(token), (found) => ({
    userId: int(found, 'user_id'),
    lastUsedAt: int(found, 'last_used_at'),
  }));
  if (!row || row.lastUsedAt <= now - TOKEN_IDLE_LIFETIME_MS) return null;
  if (now - row.lastUsedAt > TOKEN_TOUCH_INTERVAL_MS) sql(db, 'UPDATE tokens SET last_used_at = ? WHERE token = ?').run(now, token);
  return row.userId;
}

export function revokeToken(db: Db, token: string): void {
  sql(db, 'UPDATE tokens SET revoked = 1 WHERE token = ?').run(token);
}

/** Signs the customer out everywhere except the session `keep` (a password change keeps the caller signed in). */
export function revokeOtherTokens(db: Db, userId: number, keep: string): void {
  sql(db, 'UPDATE tokens SET revoked = 1 WHERE user_id = ? AND token != ?').run(userId, keep);
}

/** Signs the customer out of every session. */
export function revokeAllTokens(db: Db, userId: number): void {
  sql(db, 'UPDATE tokens SET revoked = 1 WHERE user_id = ?').run(userId);
}

/** Locked when lock_account is set and the lockout date (locking_period, ISO) has not passed. */
export function isLocked(profile: StoredProfile, now = Date.now()): boolean {
  if (!profile.lock_account) return false;
  const until = Date.parse(profile.locking_period);
  return !Number.isFinite(until) || until > now;
}

/** The user as the API answers it, with the token the caller used. */
export function publicUser(db: Db, userId: number, token: string): User {
  const profile = storedProfile(db, userId);
  return {
    ...profile,
    id: userId,
    token,
    site_credit: siteCreditMinor(db, userId) / 100,
    current_spending: currentSpendingMinor(db, userId, profile.limit_duration) / 100,
  };
}
