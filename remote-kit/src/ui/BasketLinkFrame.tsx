import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

/**
 * The header's basket link: one box for the shell's stand-in and the basket team's badge, so the header
 * does not move when the badge takes the stand-in's place.
 */
export const BasketLinkFrame = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 8px 12px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  color: ${theme.color.ink};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${theme.color.accentDark};
  }
`;

export function BasketIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.2 8.3a2 2 0 0 1-1.9 1.5H8.1a2 2 0 0 1-2-1.6L4 2H1V0h4.6l.6 4Z"
        transform="translate(0 1)"
      />
    </svg>
  );
}
