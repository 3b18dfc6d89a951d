import type { ReactNode } from 'react';
import type { User } from '@shop/shared-contracts';
import { ErrorState, Spinner, useUserState } from '@shop/remote-kit';
import { useUserDetails } from '../lib/queries';

/**
 * Renders its child with the customer's details from get_user_details; while they load, the shell's
 * copy of the user stands in if there is one, so a form never waits on a second call to show.
 */
export function LoadedUser({ children }: { children: (user: User) => ReactNode }) {
  const details = useUserDetails();
  const { user } = useUserState();
  if (details.data) return <>{children(details.data)}</>;
  if (details.isPending && !user) return <Spinner label="Loading your details" compact />;
  if (details.isError && !user) return <ErrorState onRetry={() => void details.refetch()} />;
  if (details.isPending) return <Spinner label="Loading your details" compact />;
  return <>{children(user as User)}</>;
}
