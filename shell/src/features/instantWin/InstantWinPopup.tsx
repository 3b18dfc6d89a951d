import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { media, theme, type InstantWinNotification } from '@shop/shared-contracts';
import { instantWinPopupPath } from './popupPath';
import { INSTANT_WIN_DEFAULT_FIRST_NAME } from '../../shellConstants';
import type { PopupController } from './popupController';

/** Where the pop-up links when a notice names no competition. */
export const INSTANT_WINS_PATH = '/competitions/instant_win_comps';
const NO_PRIZE_TEXT = 'an instant prize';

const slideIn = keyframes`from { transform: translateY(24px); opacity: 0; } to { transform: none; opacity: 1; }`;

const Card = styled.aside`
  position: fixed;
  left: 12px;
  right: 12px;
  bottom: 12px;
  z-index: 70;
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 12px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  border-left: 6px solid ${theme.color.accent};
  box-shadow: ${theme.shadow.raised};
  animation: ${slideIn} 0.3s ease-out;
  ${media.tablet} {
    right: auto;
    width: 380px;
  }
`;
const Picture = styled.img`
  flex: none;
  width: 76px;
  height: 57px;
  border-radius: ${theme.radius.small};
  object-fit: cover;
  background: ${theme.color.brandLight};
`;
const Trophy = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 57px;
  height: 57px;
  border-radius: 50%;
  background: ${theme.color.accent};
  color: ${theme.color.ink};
`;
const Body = styled(Link)`
  flex: 1;
  min-width: 0;
  color: ${theme.color.ink};
  text-decoration: none;
  font-size: 0.9rem;
  line-height: 1.35;
  strong {
    color: ${theme.color.brand};
  }
  &:hover span {
    text-decoration: underline;
  }
`;
const Kicker = styled.span`
  display: block;
  margin-bottom: 2px;
  color: ${theme.color.inkMuted};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
const Title = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${theme.color.inkMuted};
`;
const Close = styled.button`
  align-self: flex-start;
  padding: 0 4px;
  border: 0;
  background: transparent;
  color: ${theme.color.inkMuted};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
`;

function TrophyIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M18 2H6v2H2v3a5 5 0 0 0 4.6 5A6 6 0 0 0 11 15.9V19H7v3h10v-3h-4v-3.1a6 6 0 0 0 4.4-3.9A5 5 0 0 0 22 7V4h-4V2ZM4 7V6h2v3.8A3 3 0 0 1 4 7Zm16 0a3 3 0 0 1-2 2.8V6h2v1Z"
      />
    </svg>
  );
}

/** The winner's first word of name, or the fixed default first name when missing. */
export function winnerFirstName(user: string): string {
  return user.trim().split(/\s+/)[0] || INSTANT_WIN_DEFAULT_FIRST_NAME;
}

/** The pop-up's link: `competition/details/{title}--{main_id}`, or the instant wins when it names none. */
export function popupLink(notice: InstantWinNotification): string {
  return notice.main_id > 0 ? instantWinPopupPath(notice) : INSTANT_WINS_PATH;
}

/** The live instant-win pop-up (winner, prize, title and image). */
export function InstantWinPopup({ controller }: { controller: PopupController }) {
  const [notice, setNotice] = useState<InstantWinNotification | null>(controller.shown);
  useEffect(() => controller.subscribe(setNotice), [controller]);
  if (!notice) return null;
  return (
    <Card role="status" aria-live="polite" aria-label="Instant win" data-testid="shell-instant-win-popup">
      {notice.image ? (
        <Picture src={notice.image} alt={notice.title} />
      ) : (
        <Trophy>
          <TrophyIcon />
        </Trophy>
      )}
      <Body to={popupLink(notice)} onClick={() => controller.hide()}>
        <Kicker>Instant win</Kicker>
        <strong>{winnerFirstName(notice.user)}</strong> just won <strong>{notice.prize || NO_PRIZE_TEXT}</strong>
        {notice.title ? <Title>{notice.title}</Title> : null}
      </Body>
      <Close type="button" aria-label="Close" onClick={() => controller.hide()}>
        ×
      </Close>
    </Card>
  );
}
