import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SecondaryLink, Spinner, useShopApi } from '@shop/remote-kit';
import { AuthFrame, Notice } from '../../ui/AuthFrame';
import { announceSignIn } from '../../lib/session';
import { markStaffSession } from '../../lib/staffSession';
import { sessionStore } from '../../lib/browserStorage';

export const SIGN_IN_LINK_INVALID_MESSAGE = 'This sign-in link has expired or has already been used. Please ask support for a new one.';

/** /login-as-user?key=…: a support sign-in with a one-time link (consumed once), then the staff banner. */
export default function LoginAsUserScreen() {
  const api = useShopApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const [failed, setFailed] = useState(!key);
  const consumed = useRef(false);

  useEffect(() => {
    // The key works once: never send it twice, even when React runs effects twice in development.
    if (!key || consumed.current) return;
    consumed.current = true;
    api
      .loginAsUser(key)
      .then((user) => {
        const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
        markStaffSession(sessionStore, { name });
        announceSignIn(user);
        navigate('/account', { replace: true });
      })
      .catch((error: unknown) => {
        console.error('[account] login-as-user refused:', error);
        setFailed(true);
      });
  }, [api, key, navigate]);

  if (!failed) return <Spinner label="Signing you in" />;
  return (
    <AuthFrame title="Link not valid">
      <Notice $tone="error" role="alert">
        {SIGN_IN_LINK_INVALID_MESSAGE}
      </Notice>
      <SecondaryLink to="/auth/login">Go to sign in</SecondaryLink>
    </AuthFrame>
  );
}
