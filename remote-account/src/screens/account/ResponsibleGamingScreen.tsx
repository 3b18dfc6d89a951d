import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatDateTime, formatPounds, theme, type User } from '@shop/shared-contracts';
import { showToast, useShopApi } from '@shop/remote-kit';
import { SelectField, SelectOptions } from '@shop/remote-kit/forms';
import { AccountLayout } from '../../ui/AccountLayout';
import { FormActions, SubmitButton, useFormFields } from '../../ui/form';
import { LimitFields } from '../../ui/LimitFields';
import { LoadedUser } from '../../ui/LoadedUser';
import { Card, CardTitle, Muted } from '../../ui/styles';
import { announceUserUpdated } from '../../lib/session';
import { serverErrorText } from '../../lib/serverError';
import { LIMIT_DURATIONS, limitRequest, validateLimitForm, type LimitDuration, type LimitForm } from '../../lib/limits';

export { LIMIT_DURATIONS };

export const LOCKOUT_PERIODS = [
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '6m', label: '6 months' },
] as const;
type LockoutPeriod = '' | (typeof LOCKOUT_PERIODS)[number]['value'];

const PERIOD_WORDS: Record<string, string> = { day: 'today', week: 'this week', month: 'this month' };

export const SUPPORT_LINKS = [
  { href: 'https://www.gamcare.org.uk/', label: 'GamCare', detail: 'free support, information and counselling' },
  { href: 'https://www.begambleaware.org/', label: 'BeGambleAware', detail: 'advice and tools to stay in control' },
  { href: 'tel:08088020133', label: 'National Gambling Helpline', detail: '0808 8020 133, free, 24 hours a day' },
] as const;

/** The limit's wording: "£50.00 per week", or that there is none. */
export function describeLimit(user: Pick<User, 'limit_duration' | 'limit_value'>): string {
  if (!user.limit_duration) return 'No spending limit set';
  const per = LIMIT_DURATIONS.find((option) => option.value === user.limit_duration)?.label.toLowerCase() ?? user.limit_duration;
  return `${formatPounds(user.limit_value)} ${per}`;
}

/** The pending raise or removal and when it applies: "Your new limit of £100.00 per week starts on …". */
export function pendingLimitText(user: Pick<User, 'pending_limit'>): string | null {
  const pending = user.pending_limit;
  const at = pending ? new Date(pending.applies_at) : null;
  if (!pending || !at || Number.isNaN(at.getTime())) return null;
  const when = `${formatDateTime(pending.applies_at.slice(0, 10), pending.applies_at.slice(11, 16))} (UTC)`;
  if (!pending.limit_duration) return `Your limit will be removed on ${when}, after the 24-hour cooling-off period.`;
  return `Your new limit of ${describeLimit(pending)} starts on ${when}, after the 24-hour cooling-off period.`;
}

/** True while a lockout is in force (the server's locking_period is its end, an ISO time). */
export function lockedUntil(user: Pick<User, 'lock_account' | 'locking_period'>, now: number): Date | null {
  if (!user.lock_account) return null;
  const end = Date.parse(user.locking_period);
  return Number.isFinite(end) && end > now ? new Date(end) : null;
}

const Bar = styled.div`
  height: 12px;
  border-radius: 6px;
  background: ${theme.color.brandLight};
  overflow: hidden;
  margin: 8px 0;
  span {
    display: block;
    height: 100%;
    background: ${theme.color.brand};
  }
`;
const Rules = styled.ul`
  margin: 0 0 16px;
  padding-left: 20px;
  color: ${theme.color.ink};
  li {
    margin-bottom: 6px;
  }
`;
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
const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    margin-bottom: 8px;
  }
  a {
    display: inline-flex;
    min-height: 44px;
    align-items: center;
    color: ${theme.color.brand};
    font-weight: 700;
  }
`;
const Pending = styled.p`
  margin: 0 0 12px;
  padding: 12px 14px;
  border-left: 4px solid ${theme.color.accentDark};
  background: ${theme.color.brandLight};
  font-weight: 600;
`;
const Locked = styled.p`
  margin: 0 0 12px;
  padding: 12px 14px;
  border-left: 4px solid ${theme.color.danger};
  background: #fdf1f0;
  font-weight: 700;
`;

function SpendingCard({ user }: { user: User }) {
  const spent = user.current_spending;
  const pending = pendingLimitText(user);
  const share = user.limit_value > 0 ? Math.min(100, Math.round((spent / user.limit_value) * 100)) : 0;
  return (
    <Card>
      <CardTitle>Your spending</CardTitle>
      <p>
        <strong>{describeLimit(user)}</strong>
      </p>
      {pending ? (
        <Pending role="status" data-testid="pending-limit">
          {pending}
        </Pending>
      ) : null}
      {user.limit_duration ? (
        <>
          <Bar role="img" aria-label={`${share}% of your limit used`}>
            <span style={{ width: `${share}%` }} />
          </Bar>
          <Muted>
            {formatPounds(spent)} of {formatPounds(user.limit_value)} spent {PERIOD_WORDS[user.limit_duration] ?? 'this period'}.
          </Muted>
        </>
      ) : (
        <Muted>{formatPounds(spent)} spent so far. A limit helps you stay in control.</Muted>
      )}
    </Card>
  );
}

function useSaveLimits() {
  const api = useShopApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { limit_duration: LimitDuration; limit_value: number; lockout_period: LockoutPeriod }) => api.updateResponsibleGaming(request),
    onSuccess: (user) => {
      announceUserUpdated(user);
      queryClient.setQueryData(['account', String(user.id || user.email), 'details'], user);
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      const pending = pendingLimitText(user);
      showToast(pending ? 'blank' : 'success', pending ?? 'Your limits have been updated.');
    },
    onError: (error) => showToast('error', serverErrorText(error)),
  });
}

function LimitFormCard({ user }: { user: User }) {
  const { values, set, bind, check } = useFormFields<LimitForm>('limit', {
    duration: LIMIT_DURATIONS.find((option) => option.value === user.limit_duration)?.value ?? '',
    value: user.limit_duration ? String(user.limit_value) : '',
  });
  const save = useSaveLimits();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check(validateLimitForm)) save.mutate({ ...limitRequest(values), lockout_period: '' });
  };
  return (
    <Card>
      <CardTitle>Set a spending limit</CardTitle>
      <Rules>
        <li>Lowering your limit takes effect at once.</li>
        <li>Raising it, or removing it, only takes effect after a 24-hour cooling-off period.</li>
      </Rules>
      <form noValidate onSubmit={submit} aria-label="Spending limit">
        <LimitFields idPrefix="limit" duration={values.duration} onDurationChange={set('duration')} amount={bind('value')} offerNoLimit />
        <FormActions>
          <SubmitButton busy={save.isPending} label="SAVE LIMIT" />
        </FormActions>
      </form>
    </Card>
  );
}

function LockoutForm({ user }: { user: User }) {
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
      <Rules>
        <li>During a break you can sign in and see your account, but you can't buy tickets.</li>
        <li>A break can be made longer, but it can't be shortened or cancelled once it starts.</li>
        <li>For 6 months or more, you can also ask us to self-exclude you.</li>
      </Rules>
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

export function ResponsibleGamingView({ user }: { user: User }) {
  return (
    <>
      <SpendingCard user={user} />
      <LimitFormCard user={user} />
      <LockoutForm user={user} />
      <Card>
        <CardTitle>Need to talk to someone?</CardTitle>
        <Muted>If gambling stops being fun, free and confidential help is available.</Muted>
        <Links>
          {SUPPORT_LINKS.map((link) => (
            <li key={link.label}>
              <a href={link.href} target={link.href.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer">
                {link.label}
              </a>{' '}
              — {link.detail}
            </li>
          ))}
        </Links>
      </Card>
    </>
  );
}

/** /account/responsible/gaming: spending limit, breaks and where to find help. */
export default function ResponsibleGamingScreen() {
  return (
    <AccountLayout title="Responsible gaming" lead="Set a spending limit or take a break. Play for fun, and only spend what you can afford.">
      <LoadedUser>{(user) => <ResponsibleGamingView user={user} />}</LoadedUser>
    </AccountLayout>
  );
}
