import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { showToast, useShopApi } from '@shop/remote-kit';
import { announceSignOut } from './session';
import { clearStaffSession } from './staffSession';
import { sessionStore } from './browserStorage';

/** Sign out: revoke the token on the server (the client clears it locally in every case), tell the shell, go home. */
export function useSignOut() {
  const api = useShopApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  // The shell hears of the sign-out only once the account screen has gone (this hook's owner unmounts
  // when home is shown): told earlier, the account's sign-in guard could still see a guest on an account
  // page and send the customer to the sign-in page instead of home.
  const announceWhenGone = useRef(false);
  useEffect(
    () => () => {
      if (announceWhenGone.current) announceSignOut();
    },
    [],
  );
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await api.logout();
    } catch (error) {
      console.error('[account] sign-out call failed; signed out on this device anyway:', error);
    }
    clearStaffSession(sessionStore);
    queryClient.removeQueries({ queryKey: ['account'] });
    setSigningOut(false);
    announceWhenGone.current = true;
    navigate('/');
    showToast('success', 'You have signed out.');
  }, [api, queryClient, navigate]);
  return { signOut, signingOut };
}
