import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { media, theme } from '@shop/shared-contracts';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  color: ${theme.color.onBrand};
  text-decoration: none;
  font-family: ${theme.font.heading};
  font-weight: 800;
  /* Small phones keep room for the account entry and the basket badge beside it. */
  font-size: 1rem;
  ${media.tablet} {
    gap: 10px;
    font-size: 1.15rem;
  }
  letter-spacing: 0.01em;
  white-space: nowrap;
`;
/* The brand gold on teal is 4.4:1, for large text only under WCAG AA; this lighter gold reads 4.9:1 at any size. */
const Accent = styled.span`
  color: #f5c453;
`;

export function Logo() {
  return (
    <Home to="/" aria-label="Angling Prizes, home">
      <svg width="36" height="36" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="23" fill={theme.color.accent} />
        <path d="M9 25c6-8 17-10 26-3l6-5v16l-6-5c-9 7-20 5-26-3Z" fill={theme.color.brandDark} />
        <circle cx="16" cy="23" r="2" fill={theme.color.accent} />
      </svg>
      <span>
        Angling <Accent>Prizes</Accent>
      </span>
    </Home>
  );
}
