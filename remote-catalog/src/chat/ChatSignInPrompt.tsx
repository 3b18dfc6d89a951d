import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { PrimaryLink } from '@shop/remote-kit';

const Guest = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  margin-top: 12px;
  padding: 14px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  p {
    margin: 0;
    font-weight: 700;
  }
`;

/** In place of the message box for a guest (or while the sign-in check runs). */
export function ChatSignInPrompt({ authChecked }: { authChecked: boolean }) {
  return (
    <Guest data-testid="chat-sign-in">
      <p>{authChecked ? 'Sign in to join the conversation.' : 'Checking your account…'}</p>
      <PrimaryLink to="/auth/login">Sign in</PrimaryLink>
    </Guest>
  );
}
