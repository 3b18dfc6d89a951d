import type { ReactNode } from 'react';
import { SelectField } from '@shop/remote-kit/forms';
import { LIMIT_DURATIONS } from '../lib/limits';
import { TextField, type BoundField } from './form';

interface LimitFieldsProps {
  /** The select's id is `${idPrefix}-duration`. */
  idPrefix: string;
  duration: string;
  onDurationChange: (duration: string) => void;
  amount: BoundField;
  amountHint?: ReactNode;
  /** Offer "No limit" (the responsible gaming page); registration's step always sets one. */
  offerNoLimit: boolean;
}

/** A spending limit's period and, once one is chosen, its amount in pounds. */
export function LimitFields({ idPrefix, duration, onDurationChange, amount, amountHint, offerNoLimit }: LimitFieldsProps) {
  const options = offerNoLimit ? LIMIT_DURATIONS : LIMIT_DURATIONS.filter((option) => option.value);
  return (
    <>
      <SelectField id={`${idPrefix}-duration`} label="Limit period" value={duration} onChange={(event) => onDurationChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {duration ? <TextField label="Limit (£)" inputMode="decimal" hint={amountHint} {...amount} /> : null}
    </>
  );
}
