import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { theme } from '@shop/shared-contracts';
import { Card as KitCard, focusRing, headingType } from '@shop/remote-kit';

/** The account remote's own text styles; buttons, cards and fields come from the remote kit. */

/** A kit card with the gap the account's stacked sections need. */
export const Card = styled(KitCard)`
  margin-bottom: 16px;
`;

export const CardTitle = styled.h2`
  margin: 0 0 12px;
  ${headingType('1.15rem', theme.color.brandDark)}
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
