import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { media, theme } from '@shop/shared-contracts';

/** The account remote's shared look: cards, buttons and text styles used by every screen. */
const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${theme.color.brandDark};
    outline-offset: 2px;
  }
`;

export const Card = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow.card};
  padding: 20px 16px;
  margin-bottom: 16px;
  ${media.tablet} {
    padding: 24px;
  }
`;

export const CardTitle = styled.h2`
  margin: 0 0 12px;
  font-family: ${theme.font.heading};
  font-size: 1.15rem;
  color: ${theme.color.brandDark};
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 22px;
  border-radius: ${theme.radius.pill};
  font: inherit;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-decoration: none;
  cursor: pointer;
  ${focusRing}
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

export const PrimaryButton = styled.button`
  ${buttonBase}
  border: 2px solid ${theme.color.brand};
  background: ${theme.color.brand};
  color: ${theme.color.onBrand};
  &:hover:not(:disabled) {
    background: ${theme.color.brandDark};
  }
`;

export const SecondaryButton = styled.button`
  ${buttonBase}
  border: 2px solid ${theme.color.brand};
  background: ${theme.color.surface};
  color: ${theme.color.brand};
`;

export const ButtonLink = styled(Link)`
  ${buttonBase}
  border: 2px solid ${theme.color.brand};
  background: ${theme.color.surface};
  color: ${theme.color.brand};
`;

export const TextLink = styled(Link)`
  color: ${theme.color.brand};
  font-weight: 600;
  text-underline-offset: 3px;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  ${focusRing}
`;

export const Muted = styled.p`
  margin: 0 0 12px;
  color: ${theme.color.inkMuted};
`;

export const Stat = styled.div`
  font-family: ${theme.font.heading};
  font-size: 1.75rem;
  font-weight: 800;
  color: ${theme.color.brandDark};
`;

export const CenteredRow = styled.div`
  display: flex;
  justify-content: center;
  margin: 16px 0;
`;
