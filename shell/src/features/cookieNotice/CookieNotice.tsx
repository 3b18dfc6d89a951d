import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PRIVACY_POLICY_PATH, media, theme } from '@shop/shared-contracts';
import { grantConsent, hasConsent } from './consent';

const Bar = styled.div`
  position: fixed;
  left: 12px;
  right: 12px;
  bottom: 12px;
  z-index: 60;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px 18px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.ink};
  color: ${theme.color.onBrand};
  box-shadow: ${theme.shadow.raised};
  ${media.tablet} {
    flex-direction: row;
    align-items: center;
    max-width: 880px;
    margin: 0 auto;
  }
`;
const Text = styled.p`
  flex: 1;
  margin: 0;
  font-size: 0.95rem;
  line-height: 1.45;
`;
const Actions = styled.div`
  display: flex;
  gap: 10px;
`;
const Button = styled.button<{ $primary?: boolean }>`
  flex: 1;
  padding: 10px 18px;
  border-radius: ${theme.radius.pill};
  border: 2px solid ${theme.color.accent};
  background: ${(props) => (props.$primary ? theme.color.accent : 'transparent')};
  color: ${(props) => (props.$primary ? theme.color.ink : theme.color.accent)};
  font-weight: 700;
  cursor: pointer;
  white-space: nowrap;
`;

export const COOKIE_NOTICE_TEXT =
  "We use cookies to give you the best experience on our website. If you continue, we'll assume you accept our updated Privacy Policy.";

/** Spec section 2: the cookie notice, with OK (7-day consent cookie) and Privacy Policy buttons. */
export function CookieNotice() {
  const navigate = useNavigate();
  const [visible, setVisible] = useState(() => !hasConsent());
  if (!visible) return null;
  return (
    <Bar role="region" aria-label="Cookie notice" data-testid="shell-cookie-notice">
      <Text>{COOKIE_NOTICE_TEXT}</Text>
      <Actions>
        <Button type="button" onClick={() => navigate(PRIVACY_POLICY_PATH)}>
          Privacy Policy
        </Button>
        <Button
          type="button"
          $primary
          onClick={() => {
            grantConsent();
            setVisible(false);
          }}
        >
          OK
        </Button>
      </Actions>
    </Bar>
  );
}
