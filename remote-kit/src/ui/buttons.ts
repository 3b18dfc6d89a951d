import { Link } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { theme } from '@shop/shared-contracts';

/** Buttons and button-styled links every team uses: 48px targets, visible focus, WCAG AA contrast. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${theme.color.brandDark};
    outline-offset: 2px;
  }
`;

/** The same ring drawn inside, for controls that fill their container (side navigation, buttons inside a field). */
export const insetFocusRing = css`
  &:focus-visible {
    outline: 2px solid ${theme.color.brandDark};
    outline-offset: -2px;
  }
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 10px 22px;
  border-radius: ${theme.radius.pill};
  font-family: ${theme.font.heading};
  font-weight: 800;
  font-size: 1rem;
  letter-spacing: 0.01em;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  ${focusRing}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** Gold with ink text (9:1): the main action (pay, enter). */
export const primaryButton = css`
  ${buttonBase}
  border: 2px solid ${theme.color.accent};
  background: ${theme.color.accent};
  color: ${theme.color.ink};
  &:hover:not(:disabled) {
    background: ${theme.color.accentDark};
    border-color: ${theme.color.accentDark};
  }
`;

/** Outlined teal: secondary actions, and the free postal route the same size as the paid one. */
export const secondaryButton = css`
  ${buttonBase}
  border: 2px solid ${theme.color.brand};
  background: ${theme.color.surface};
  color: ${theme.color.brand};
  &:hover:not(:disabled) {
    background: ${theme.color.brandLight};
  }
`;

export const PrimaryButton = styled.button`
  ${primaryButton}
`;
export const SecondaryButton = styled.button`
  ${secondaryButton}
`;
export const PrimaryLink = styled(Link)`
  ${primaryButton}
`;
export const SecondaryLink = styled(Link)`
  ${secondaryButton}
`;

/** A small square icon button (close, remove, stepper) with a 44px target. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 10px;
  border: 1px solid ${theme.color.inkMuted};
  border-radius: ${theme.radius.small};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  font: inherit;
  font-size: 1.1rem;
  font-weight: 700;
  cursor: pointer;
  ${focusRing}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

/** A button that reads as a link (remove, show all, copy). */
export const TextButton = styled.button`
  min-height: 44px;
  padding: 0 6px;
  border: 0;
  background: none;
  color: ${theme.color.brand};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A spinner inside a pressed button (the button keeps its width and label). */
export const ButtonSpinner = styled.span`
  width: 18px;
  height: 18px;
  border-radius: 50%;
  border: 3px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** A one-line notice with its action at the end, wrapping on narrow screens (banners, undo rows). */
export const noticeRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 10px 16px;
`;
