import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { IconButton } from '@shop/remote-kit';

const Wrap = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;
const Input = styled.input`
  width: 64px;
  min-height: 44px;
  border: 1px solid ${theme.color.inkMuted};
  border-radius: ${theme.radius.small};
  text-align: center;
  font: inherit;
  font-weight: 700;
  &:focus-visible {
    outline: 2px solid ${theme.color.brandDark};
    outline-offset: 2px;
  }
`;

/**
 * − / number / +. The typed value is sent as typed when the field is left or Enter is pressed; the rules
 * (a quantity that is no valid integer counts as 1) decide what it becomes, so a non-numeric value counts as 1 rather than being lost.
 */
export function QuantityStepper({
  value,
  max,
  label,
  disabled,
  onChange,
}: {
  value: number;
  max: number;
  label: string;
  disabled: boolean;
  onChange: (next: unknown) => void;
}) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    if (draft !== String(value)) onChange(draft);
  };
  return (
    <Wrap role="group" aria-label={label}>
      <IconButton type="button" aria-label="One ticket fewer" disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        −
      </IconButton>
      <Input
        aria-label="Tickets"
        inputMode="numeric"
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <IconButton type="button" aria-label="One ticket more" disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        +
      </IconButton>
    </Wrap>
  );
}
