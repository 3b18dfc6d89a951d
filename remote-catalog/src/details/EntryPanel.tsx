import { forwardRef, useId } from 'react';
import styled from 'styled-components';
import { formatCount, formatPounds, theme } from '@shop/shared-contracts';
import { focusRing, PrimaryButton, SecondaryLink, headingType, textType } from '@shop/remote-kit';
import { ticketsText } from './ticketsText';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 18px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
`;
const Label = styled.label`
  font-weight: 800;
  color: ${theme.color.brandDark};
`;
const Stepper = styled.div`
  display: grid;
  grid-template-columns: 52px minmax(0, 1fr) 52px;
  gap: 8px;
  input {
    min-height: 52px;
    border: 2px solid ${theme.color.inkMuted};
    border-radius: ${theme.radius.small};
    font: inherit;
    font-size: 1.25rem;
    font-weight: 800;
    text-align: center;
    ${focusRing}
  }
`;
const StepButton = styled.button`
  min-height: 52px;
  border: 2px solid ${theme.color.brand};
  border-radius: ${theme.radius.small};
  background: ${theme.color.brandLight};
  color: ${theme.color.brandDark};
  font-size: 1.5rem;
  font-weight: 800;
  cursor: pointer;
  ${focusRing}
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;
const Picks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
const Pick = styled.button<{ $active: boolean }>`
  min-width: 56px;
  min-height: 44px;
  padding: 0 12px;
  border: 2px solid ${theme.color.brand};
  border-radius: ${theme.radius.pill};
  background: ${(p) => (p.$active ? theme.color.brand : theme.color.surface)};
  color: ${(p) => (p.$active ? theme.color.onBrand : theme.color.brand)};
  font-weight: 800;
  cursor: pointer;
  ${focusRing}
`;
const Slider = styled.input`
  width: 100%;
  min-height: 44px;
  accent-color: ${theme.color.brand};
`;
const Hint = styled.p`
  margin: 0;
  ${textType('0.92rem', theme.color.inkMuted)}
`;
const Total = styled.p`
  margin: 0;
  font-size: 1.1rem;
  strong {
    ${headingType('1.4rem', theme.color.brandDark)}
  }
`;
const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  > * {
    width: 100%;
    min-width: 0;
    white-space: normal;
    text-align: center;
    line-height: 1.2;
  }
`;

export interface EntryPanelProps {
  quantity: number;
  /** How many more this customer may pick (see ticketAllowance). */
  allowance: number;
  /** The spec's maximum message once the per-customer maximum is reached (allowance 0), else null. */
  maximumReached: string | null;
  unitPrice: number;
  suggested: readonly number[];
  onQuantity: (quantity: number) => void;
  onEnter: () => void;
}

/**
 * The entry panel: stepper, quick picks from `suggested_tickets` and a slider from 1 to the
 * allowance, all in sync, default 1; the live total; Enter now and, beside it at the same size, Enter
 * free by post. The Enter button's ref lets the page show the phone's sticky bar once it scrolls away.
 * Its controls are marked `data-first-tap`: a tap or a typed quantity before hydration is kept and acted on
 * once the page is live (the shell's firstTap.cjs).
 */
export const EntryPanel = forwardRef<HTMLButtonElement, EntryPanelProps>(function EntryPanel(
  { quantity, allowance, maximumReached, unitPrice, suggested, onQuantity, onEnter },
  enterRef,
) {
  const inputId = useId();
  const hintId = useId();
  const max = Math.max(1, allowance);
  const clamp = (value: number) => Math.min(max, Math.max(1, Number.isFinite(value) ? Math.floor(value) : 1));
  const picks = suggested.filter((amount) => amount > 0 && amount <= allowance);
  const total = formatPounds(unitPrice * quantity);
  return (
    <Panel data-testid="entry-panel">
      <Label htmlFor={inputId}>How many tickets?</Label>
      <Stepper>
        <StepButton
          type="button"
          data-first-tap="quantity-fewer"
          aria-label="One ticket fewer"
          disabled={quantity <= 1}
          onClick={() => onQuantity(clamp(quantity - 1))}
        >
          −
        </StepButton>
        <input
          id={inputId}
          data-first-tap="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={quantity}
          aria-describedby={hintId}
          onChange={(event) => onQuantity(clamp(Number.parseInt(event.target.value, 10)))}
        />
        <StepButton
          type="button"
          data-first-tap="quantity-more"
          aria-label="One ticket more"
          disabled={quantity >= max}
          onClick={() => onQuantity(clamp(quantity + 1))}
        >
          +
        </StepButton>
      </Stepper>
      {picks.length ? (
        <Picks role="group" aria-label="Quick picks">
          {picks.map((amount) => (
            <Pick
              key={amount}
              type="button"
              data-first-tap={`quantity-pick-${amount}`}
              $active={amount === quantity}
              aria-pressed={amount === quantity}
              onClick={() => onQuantity(clamp(amount))}
            >
              {amount}
            </Pick>
          ))}
        </Picks>
      ) : null}
      {max > 1 ? (
        <Slider
          data-first-tap="quantity-slider"
          type="range"
          min={1}
          max={max}
          value={quantity}
          aria-label="Number of tickets"
          aria-valuetext={`${ticketsText(quantity)}, ${total}`}
          onChange={(event) => onQuantity(clamp(Number(event.target.value)))}
        />
      ) : null}
      <Hint id={hintId}>{maximumReached ?? `You can buy ${formatCount(allowance)} more.`}</Hint>
      <Total aria-live="polite">
        {ticketsText(quantity)} = <strong>{total}</strong>
      </Total>
      <Actions>
        <PrimaryButton ref={enterRef} type="button" onClick={onEnter} data-testid="enter-now" data-first-tap="enter-now">
          Enter now
        </PrimaryButton>
        <SecondaryLink to="/free-postal-route">Enter free by post</SecondaryLink>
      </Actions>
    </Panel>
  );
});
