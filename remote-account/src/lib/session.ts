import { getBus, type User } from '@shop/shared-contracts';

/** Tell the shell who signed in (the client has already saved the token, base64, itself). */
export function announceSignIn(user: User): void {
  getBus().emit({ type: 'account:signed-in', user });
}

export function announceSignOut(): void {
  getBus().emit({ type: 'account:signed-out' });
}

export function announceUserUpdated(user: User): void {
  getBus().emit({ type: 'account:user-updated', user });
}

/** "Sam" from a user, falling back through the names the server may send. */
export function firstNameOf(user: Pick<User, 'first_name' | 'name' | 'nickname'> | null | undefined): string {
  const name = user?.first_name || user?.name?.split(' ')[0] || user?.nickname || '';
  return name.trim();
}
