import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme, type User } from '@shop/shared-contracts';
import { PrimaryButton, SecondaryButton, SelectField, useShopApi } from '@shop/remote-kit';
import { FormActions, TextField } from '../../ui/form';
import { LIMIT_AMOUNT_MESSAGE, LIMIT_DURATIONS, parseLimitAmount, type LimitDuration } from '../../lib/limits';
import { serverErrorText } from '../../lib/serverError';
import { Notice } from '../../ui/AuthFrame';

/** The amount the step suggests (per month); the customer can change it, and £0 is allowed. */
export const SUGGESTED_MONTHLY_LIMIT = '50';

const Title = styled.h2`
  margin: 0 0 8px;
  font-family: ${theme.font.heading};
  font-size: 1.25rem;
  color: ${theme.color.brandDark};
`;
const Text = styled.p`
  margin: 0 0 16px;
  color: ${theme.color.inkMuted};
`;

/**
 * Registration's optional last step (UX brief, DCMS code): a spending limit with a suggested value,
 * £0 allowed, and a plain "Skip for now". `onDone` gets the user as it stands after the step.
 */
export function SpendingLimitStep({ user, onDone }: { user: User; onDone: (user: User) => void }) {
  const api = useShopApi();
  const [duration, setDuration] = useState<LimitDuration>('month');
  const [amount, setAmount] = useState(SUGGESTED_MONTHLY_LIMIT);
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseLimitAmount(amount);
    if (value === null) {
      setError(LIMIT_AMOUNT_MESSAGE);
      return;
    }
    setError('');
    setFailure('');
    setBusy(true);
    try {
      onDone(await api.updateResponsibleGaming({ limit_duration: duration, limit_value: value, lockout_period: '' }));
    } catch (caught) {
      setFailure(serverErrorText(caught));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Set a spending limit">
      <Title>Set a spending limit?</Title>
      <Text>A limit helps you stay in control. You can lower it at any time; raising it takes 24 hours. It's optional.</Text>
      {failure ? (
        <Notice $tone="error" role="alert">
          {failure}
        </Notice>
      ) : null}
      <SelectField id="signup-limit-duration" label="Limit period" value={duration} onChange={(event) => setDuration(event.target.value as LimitDuration)}>
        {LIMIT_DURATIONS.filter((option) => option.value).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField
        id="signup-limit-value"
        label="Limit (£)"
        inputMode="decimal"
        value={amount}
        onValueChange={setAmount}
        error={error || undefined}
        hint="£0 is allowed."
      />
      <FormActions>
        <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Set my limit'}
        </PrimaryButton>
        <SecondaryButton type="button" disabled={busy} onClick={() => onDone(user)}>
          Skip for now
        </SecondaryButton>
      </FormActions>
    </form>
  );
}
