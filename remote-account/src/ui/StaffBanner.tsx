import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { noticeRow, SecondaryButton, useUserState } from '@shop/remote-kit';
import { readStaffSession, STAFF_SESSION_KEY } from '../lib/staffSession';
import { useSignOut } from '../lib/useSignOut';
import { sessionStore } from '../lib/browserStorage';

const Bar = styled.div`
  ${noticeRow}
  background: ${theme.color.accent};
  color: ${theme.color.ink};
  font-weight: 700;
`;
const SignOut = styled(SecondaryButton)`
  min-height: 44px;
  border-color: ${theme.color.ink};
  background: transparent;
  color: ${theme.color.ink};
`;

const noSubscription = () => () => undefined;

/** "Signed in as … by staff" on every account screen while a support sign-in lasts (this tab only). */
export function StaffBanner() {
  const { user } = useUserState();
  const session = useSyncExternalStore(
    noSubscription,
    () => sessionStore.getItem(STAFF_SESSION_KEY),
    () => null,
  );
  const { signOut, signingOut } = useSignOut();
  const staff = session ? readStaffSession(sessionStore) : null;
  if (!staff || !user) return null;
  return (
    <Bar role="status" data-testid="staff-banner">
      <span>Signed in as {staff.name || user.email || 'this customer'} by staff</span>
      <SignOut type="button" onClick={() => void signOut()} disabled={signingOut}>
        Sign out
      </SignOut>
    </Bar>
  );
}
