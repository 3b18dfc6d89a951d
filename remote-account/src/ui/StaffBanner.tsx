import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { useUserState } from '@shop/remote-kit';
import { readStaffSession, STAFF_SESSION_KEY } from '../lib/staffSession';
import { useSignOut } from '../lib/useSignOut';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 10px 16px;
  background: ${theme.color.accent};
  color: ${theme.color.ink};
  font-weight: 700;
`;
const SignOut = styled.button`
  min-height: 44px;
  padding: 8px 16px;
  border: 2px solid ${theme.color.ink};
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.ink};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.color.brandDark};
    outline-offset: 2px;
  }
`;

const noSubscription = () => () => undefined;

/** "Signed in as … by staff" on every account screen while a support sign-in lasts (this tab only). */
export function StaffBanner() {
  const { user } = useUserState();
  const session = useSyncExternalStore(noSubscription, () => sessionStorage.getItem(STAFF_SESSION_KEY), () => null);
  const { signOut, signingOut } = useSignOut();
  const staff = session ? readStaffSession(sessionStorage) : null;
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
