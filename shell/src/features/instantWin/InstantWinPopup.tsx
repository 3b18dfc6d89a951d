import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { INSTANT_WIN_DEFAULT_FIRST_NAME, instantWinPopupPath, theme, type InstantWinNotification } from '@shop/shared-contracts';
import type { PopupController } from './popupController';

const slideIn = keyframes`from { transform: translateY(24px); opacity: 0; } to { transform: none; opacity: 1; }`;

const Card = styled.aside`
  position: fixed;
  left: 12px;
  bottom: 12px;
  z-index: 70;
  display: flex;
  gap: 12px;
  align-items: center;
  width: min(360px, calc(100vw - 24px));
  padding: 12px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  border-left: 6px solid ${theme.color.accent};
  box-shadow: ${theme.shadow.raised};
  animation: ${slideIn} 0.3s ease-out;
`;
const Picture = styled.img`
  width: 72px;
  height: 54px;
  border-radius: ${theme.radius.small};
  object-fit: cover;
  background: ${theme.color.brandLight};
`;
const Body = styled(Link)`
  flex: 1;
  color: ${theme.color.ink};
  text-decoration: none;
  font-size: 0.9rem;
  line-height: 1.35;
  strong { color: ${theme.color.brand}; }
`;
const Close = styled.button`
  align-self: flex-start;
  border: 0;
  background: transparent;
  color: ${theme.color.inkMuted};
  font-size: 1.2rem;
  cursor: pointer;
`;

/** The winner's first word of name, or the fixed default when the notice has none. */
export function winnerFirstName(user: string): string {
  return user.trim().split(/\s+/)[0] || INSTANT_WIN_DEFAULT_FIRST_NAME;
}

export function InstantWinPopup({ controller }: { controller: PopupController }) {
  const [notice, setNotice] = useState<InstantWinNotification | null>(controller.shown);
  useEffect(() => controller.subscribe(setNotice), [controller]);
  if (!notice) return null;
  return (
    <Card role="status" aria-live="polite" data-testid="shell-instant-win-popup">
      {notice.image ? <Picture src={notice.image} alt="" /> : null}
      <Body to={instantWinPopupPath(notice)}>
        <strong>{winnerFirstName(notice.user)}</strong> just won <strong>{notice.prize || 'an instant prize'}</strong>
        {notice.title ? <> in {notice.title}</> : null}!
      </Body>
      <Close type="button" aria-label="Close" onClick={() => controller.hide()}>×</Close>
    </Card>
  );
}
