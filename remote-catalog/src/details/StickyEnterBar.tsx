import styled from 'styled-components';
import { formatPounds, media, theme } from '@shop/shared-contracts';
import { PrimaryButton, SecondaryLink } from '@shop/remote-kit';
import { ticketsText } from './ticketsText';

const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 20;
  display: grid;
  grid-template-columns: 1fr 1fr;
  align-items: center;
  gap: 6px 10px;
  padding: 10px ${theme.layout.gutter} calc(10px + env(safe-area-inset-bottom));
  background: ${theme.color.surface};
  box-shadow: 0 -4px 16px rgba(15, 40, 35, 0.16);
  ${media.desktop} {
    display: none;
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    font-weight: 700;
    text-align: center;
  }
  button,
  a {
    width: 100%;
    min-width: 0;
    padding: 8px 10px;
    white-space: normal;
    line-height: 1.2;
  }
`;
const BarActions = styled.div`
  display: contents;
`;

/** The phone's sticky enter bar: quantity, total, Enter and Free entry, shown when the panel is off screen. */
export function StickyEnterBar({ quantity, unitPrice, onEnter }: { quantity: number; unitPrice: number; onEnter: () => void }) {
  return (
    <Bar data-testid="sticky-enter-bar" role="region" aria-label="Enter this competition">
      <p>
        {ticketsText(quantity)} · {formatPounds(unitPrice * quantity)}
      </p>
      <BarActions>
        <PrimaryButton type="button" onClick={onEnter}>
          Enter now
        </PrimaryButton>
        <SecondaryLink to="/free-postal-route">Enter free by post</SecondaryLink>
      </BarActions>
    </Bar>
  );
}
