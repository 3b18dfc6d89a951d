import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatDateTime, theme, type User } from '@shop/shared-contracts';
import { SelectField, SelectOptions } from '@shop/remote-kit/forms';
import { FormActions, SubmitButton } from '../../../ui/form';
import { Card, CardTitle, Muted } from '../../../ui/styles';
import { LIMIT_DURATIONS } from '../../../lib/limits';
import { lockedUntil, LOCKOUT_PERIODS, type LockoutPeriod } from '../../../lib/responsibleGaming';
import { RulesList } from './rulesList';
import { useSaveLimits } from './useSaveLimits';

const Check = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  margin: 12px 0;
  input {
    width: 24px;
    height: 24px;
    flex: none;
    accent-color: ${theme.color.brand};
  }
`;
const Locked = styled.p`
  margin: 0 0 12px;
  padding: 12px 14px;
  border-left: 4px solid ${theme.color.danger};
  background: #fdf1f0;
  font-weight: 700;
`;

/** Take a break: a lockout that can be made longer but never shortened. */
export function LockoutForm({ user }: { user: User }) {
  const [period, setPeriod] = useState<LockoutPeriod>('');
  const [confirmed, setConfirmed] = useState(false);
  const save = useSaveLimits();
  const until = lockedUntil(user, Date.now());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!period || !confirmed) return;
    const limit = LIMIT_DURATIONS.find((option) => option.value === user.limit_duration)?.value ?? '';
    save.mutate({ limit_duration: limit, limit_value: user.limit_value, lockout_period: period });
  };
  return (
    <Card>
      <CardTitle>Take a break</CardTitle>
      {until ? (
        <Locked role="status" data-testid="locked">
          Your account is locked until {formatDateTime(until.toISOString().slice(0, 10), until.toISOString().slice(11, 16))} (UTC). You can't buy tickets until
          then.
        </Locked>
      ) : (
        <Muted>Your account is not locked.</Muted>
      )}
      <RulesList>
        <li>During a break you can sign in and see your account, but you can't buy tickets.</li>
        <li>A break can be made longer, but it can't be shortened or cancelled once it starts.</li>
        <li>For 6 months or more, you can also ask us to self-exclude you.</li>
      </RulesList>
      <form noValidate onSubmit={submit} aria-label="Take a break">
        <SelectField id="lockout-period" label="Break length" value={period} onChange={(event) => setPeriod(event.target.value as LockoutPeriod)}>
          <SelectOptions placeholder="Choose a length" options={LOCKOUT_PERIODS} />
        </SelectField>
        <Check>
          <input id="lockout-confirm" type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
          <label htmlFor="lockout-confirm">I understand this break can't be shortened once it starts.</label>
        </Check>
        <FormActions>
          <SubmitButton busy={save.isPending} label="START MY BREAK" disabled={!period || !confirmed} />
        </FormActions>
      </form>
    </Card>
  );
}
