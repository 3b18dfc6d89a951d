import styled, { createGlobalStyle, css } from 'styled-components';
import { media, theme } from '@shop/shared-contracts';
import { headingType, outlinedBox } from '@shop/remote-kit';

/** Basket and checkout: content, then the summary (beside it and sticky on desktop). */
export const TwoColumns = styled.div`
  display: grid;
  gap: 20px;
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
  }
`;

export const SummaryCard = styled.aside`
  display: grid;
  gap: 16px;
  padding: 20px;
  ${outlinedBox(theme.radius.medium, theme.color.surface)}
  box-shadow: ${theme.shadow.card};
  ${media.desktop} {
    position: sticky;
    top: 88px;
  }
  h2 {
    margin: 0;
    ${headingType('1.2rem', theme.color.brandDark)}
  }
`;

export const Section = styled.section`
  display: grid;
  gap: 14px;
  padding: 20px;
  ${outlinedBox(theme.radius.medium, theme.color.surface)}
  h2 {
    margin: 0;
    ${headingType('1.15rem', theme.color.brandDark)}
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${theme.color.inkMuted};
  font-size: 0.92rem;
  a {
    color: ${theme.color.brand};
    font-weight: 600;
  }
`;

/** A band of text with a coloured edge: a warning (gold) or a problem (red). */
export const callout = (tone: 'warning' | 'danger') => css`
  padding: 10px 12px;
  border-left: 4px solid ${tone === 'danger' ? theme.color.danger : theme.color.accentDark};
  background: ${tone === 'danger' ? '#fdecea' : '#fff8e6'};
  font-weight: 600;
`;

export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
`;

/** The phone's sticky bar at the bottom (total and the main action); hidden from tablet up. */
export const PhoneBar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 16px calc(10px + env(safe-area-inset-bottom));
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  box-shadow: 0 -6px 20px rgba(15, 40, 35, 0.12);
  & > :last-child {
    flex: 1 1 auto;
    max-width: 220px;
  }
  ${media.tablet} {
    display: none;
  }
`;

/** The phone bar's label over its amount. */
export const PhoneBarTotal = styled.div`
  display: grid;
  span {
    color: ${theme.color.inkMuted};
    font-size: 0.85rem;
  }
  strong {
    font-size: 1.2rem;
  }
`;

/** Room under the whole page (footer included) for the phone bar, and scroll padding so it never covers a focused control. */
export const PhoneBarSpace = createGlobalStyle`
  @media (max-width: calc(${theme.breakpoint.tablet} - 1px)) {
    html { scroll-padding-bottom: 96px; }
    body { padding-bottom: 88px; }
  }
`;
