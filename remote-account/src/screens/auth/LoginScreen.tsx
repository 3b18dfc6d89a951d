import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { focusRing, SecondaryLink, useUserState } from '@shop/remote-kit';
import { AuthFrame, Notice } from '../../ui/AuthFrame';
import { SignOutControl } from '../../ui/AccountLayout';
import { firstNameOf } from '../../lib/session';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

const Tabs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  padding: 4px;
  margin: 0 0 20px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.page};
`;
const Tab = styled.button<{ $active: boolean }>`
  min-height: 44px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${(props) => (props.$active ? theme.color.surface : 'transparent')};
  box-shadow: ${(props) => (props.$active ? theme.shadow.card : 'none')};
  color: ${(props) => (props.$active ? theme.color.brandDark : theme.color.inkMuted)};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  ${focusRing}
`;

/** /auth/login: sign in, or create an account on the second tab (?tab=register). */
export default function LoginScreen() {
  const [params, setParams] = useSearchParams();
  const { user } = useUserState();
  const registering = params.get('tab') === 'register';
  const choose = (tab: 'login' | 'register') => {
    const next = new URLSearchParams(params);
    if (tab === 'register') next.set('tab', 'register');
    else next.delete('tab');
    setParams(next, { replace: true });
  };

  if (user) {
    return (
      <AuthFrame title="You're signed in" lead={`Signed in as ${user.email || firstNameOf(user) || 'a customer'}.`}>
        <SecondaryLink to="/account">Go to my account</SecondaryLink>
        <SignOutControl />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title={registering ? 'Create your account' : 'Sign in'}
      lead={registering ? 'Join in a minute to enter our fishing competitions.' : 'Welcome back. Sign in to enter competitions and see your tickets.'}
    >
      <Tabs role="group" aria-label="Sign in or create an account">
        <Tab type="button" $active={!registering} aria-pressed={!registering} onClick={() => choose('login')}>
          Sign in
        </Tab>
        <Tab type="button" $active={registering} aria-pressed={registering} onClick={() => choose('register')}>
          Create account
        </Tab>
      </Tabs>
      {params.get('redirect') && !registering ? <Notice>Please sign in to carry on.</Notice> : null}
      {registering ? <RegisterForm /> : <LoginForm />}
    </AuthFrame>
  );
}
