import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  formatDate,
  formatPounds,
  formatTime12h,
  FORM_TOASTS,
  media,
  orderDetailPath,
  profileUpdatePayload,
  theme,
  validateQuickProfile,
  type User,
  formatCount,
} from '@shop/shared-contracts';
import { ErrorState, focusRing, IconDisc, insetFocusRing, useShopApi, useUserState, headingType } from '@shop/remote-kit';
import { AccountLayout, ACCOUNT_SECTIONS, SignOutControl } from '../../ui/AccountLayout';
import { FieldGrid, FormActions, SubmitButton, TextField, useFormFields } from '../../ui/form';
import { Card, CardTitle, Muted } from '../../ui/styles';
import { displayDate, ORDERS_FAILED_TEXT, orderStatusLabel } from '../../lib/accountLists';
import { useCoupons, useOrders, usePointsSummary, useSiteCredit } from '../../lib/queries';
import { announceUserUpdated, firstNameOf } from '../../lib/session';
import { useAccountSave } from '../../lib/useAccountSave';

const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 10px;
  margin-bottom: 16px;
`;
const StatTile = styled(Link)`
  display: block;
  padding: 14px 12px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  text-decoration: none;
  color: ${theme.color.ink};
  span {
    display: block;
    font-size: 0.85rem;
    color: ${theme.color.inkMuted};
    font-weight: 600;
  }
  strong {
    display: block;
    margin-top: 4px;
    ${headingType('1.35rem', theme.color.brandDark)}
  }
  ${focusRing}
`;
const SectionList = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.medium};
  overflow: hidden;
  ${media.desktop} {
    display: none;
  }
  li + li {
    border-top: 1px solid ${theme.color.border};
  }
`;
const SectionLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding: 8px 16px;
  color: ${theme.color.ink};
  text-decoration: none;
  font-weight: 600;
  &::after {
    content: '›';
    margin-left: auto;
    font-size: 1.4rem;
    color: ${theme.color.inkMuted};
  }
  ${insetFocusRing}
  small {
    display: block;
    font-weight: 400;
    color: ${theme.color.inkMuted};
  }
`;
const Draw = styled.li`
  padding: 12px 0;
  border-top: 1px solid ${theme.color.border};
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
  strong {
    display: block;
  }
`;
const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Columns = styled.div`
  ${media.desktop} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 16px;
  }
`;
const FormError = styled.p`
  margin: 0 0 12px;
  color: ${theme.color.danger};
  font-weight: 700;
`;

function QuickProfile({ user }: { user: User }) {
  const api = useShopApi();
  const { values, bind } = useFormFields('quick', { firstName: user.first_name, lastName: user.last_name });
  const [error, setError] = useState('');
  const save = useAccountSave({
    send: (names: typeof values) =>
      api.updateProfile(profileUpdatePayload({ ...names, email: user.email, currentPassword: '', newPassword: '', confirmPassword: '' })),
    savedToast: FORM_TOASTS.profileUpdated,
    refreshAccount: false,
    onSaved: (answer) => {
      if (answer.data) announceUserUpdated(answer.data);
    },
  });
  // One message above both fields, as the spec words it ('All feilds are required').
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateQuickProfile(values.firstName, values.lastName);
    setError(problem ?? '');
    if (!problem) save.mutate(values);
  };
  return (
    <Card>
      <CardTitle>Your name</CardTitle>
      <form noValidate onSubmit={submit} aria-label="Update your name">
        {error ? <FormError role="alert">{error}</FormError> : null}
        <FieldGrid>
          <TextField label="First name" autoComplete="given-name" {...bind('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...bind('lastName')} />
        </FieldGrid>
        <FormActions>
          <SubmitButton busy={save.isPending} label="UPDATE" />
        </FormActions>
      </form>
    </Card>
  );
}

function UpcomingDraws() {
  const { upcomingTickets, isLoading } = useUserState();
  return (
    <Card>
      <CardTitle>Your upcoming draws</CardTitle>
      {upcomingTickets.length === 0 ? (
        <Muted>{isLoading ? 'Loading your tickets…' : 'No upcoming draws yet. Your tickets will show here once you enter.'}</Muted>
      ) : (
        <PlainList>
          {upcomingTickets.map((group) => (
            <Draw key={group.competition_id}>
              <strong>{group.title || 'Competition'}</strong>
              <Muted style={{ margin: 0 }}>
                Draw {formatDate(group.draw_date)} at {formatTime12h(group.draw_time)} · {group.tickets.length}{' '}
                {group.tickets.length === 1 ? 'ticket' : 'tickets'}
              </Muted>
            </Draw>
          ))}
        </PlainList>
      )}
    </Card>
  );
}

function LatestOrders() {
  const orders = useOrders();
  const latest = orders.data?.pages[0]?.data.slice(0, 3) ?? [];
  return (
    <Card>
      <CardTitle>Latest orders</CardTitle>
      {orders.isPending ? (
        <Muted>Loading your orders…</Muted>
      ) : orders.isError && !orders.data ? (
        <ErrorState message={ORDERS_FAILED_TEXT} onRetry={() => void orders.refetch()} />
      ) : latest.length === 0 ? (
        <Muted>You don’t have any orders at present.</Muted>
      ) : (
        <PlainList>
          {latest.map((order) => (
            <Draw key={order.order_id_}>
              <Link to={orderDetailPath(order.order_id_)}>
                <strong>Order #{order.order_id_}</strong>
              </Link>
              <Muted style={{ margin: 0 }}>
                {displayDate(order.order_date)} · {orderStatusLabel(order.order_status)}
              </Muted>
            </Draw>
          ))}
        </PlainList>
      )}
    </Card>
  );
}

function OverviewBody({ user }: { user: User }) {
  const points = usePointsSummary();
  const credit = useSiteCredit();
  const coupons = useCoupons();
  const summaries: Record<string, string> = {
    '/account/recent/orders': 'Orders, tickets and draw dates',
    '/account/points': points.data ? `${points.data.points} points` : 'Your points balance',
    '/account/cred': credit.data ? `${formatPounds(credit.data.balance)} to spend` : 'Your site credit',
    '/account/coupons': coupons.data ? `${coupons.data.length} ${coupons.data.length === 1 ? 'coupon' : 'coupons'}` : 'Codes to use at checkout',
    '/account/details': 'Name, email and password',
    '/account/billing': 'Your billing address',
    '/account/financial-details': 'Where we pay cash prizes',
    '/account/responsible/gaming': 'Spending limit and breaks',
  };
  return (
    <>
      <StatGrid>
        <StatTile to="/account/points">
          <span>Points</span>
          <strong data-testid="overview-points">{points.data ? formatCount(points.data.points) : '–'}</strong>
        </StatTile>
        <StatTile to="/account/cred">
          <span>Site credit</span>
          <strong data-testid="overview-credit">{credit.data ? formatPounds(credit.data.balance) : formatPounds(user.site_credit)}</strong>
        </StatTile>
        <StatTile to="/account/coupons">
          <span>Coupons</span>
          <strong>{coupons.data ? coupons.data.length : '–'}</strong>
        </StatTile>
      </StatGrid>
      <SectionList aria-label="Account sections">
        {ACCOUNT_SECTIONS.filter((section) => section.to !== '/account').map((section) => (
          <li key={section.to}>
            <SectionLink to={section.to}>
              <IconDisc aria-hidden="true">{section.icon}</IconDisc>
              <span>
                {section.label}
                <small>{summaries[section.to]}</small>
              </span>
            </SectionLink>
          </li>
        ))}
        <li>
          <SignOutControl />
        </li>
      </SectionList>
      <Columns>
        <UpcomingDraws />
        <LatestOrders />
      </Columns>
      <QuickProfile user={user} />
    </>
  );
}

/** /account: greeting, balances, upcoming draws, latest orders; on a phone it is also the navigation. */
export default function OverviewScreen() {
  const { user } = useUserState();
  const name = firstNameOf(user);
  return (
    <AccountLayout title={name ? `Hello, ${name}` : 'My account'} lead="Your tickets, orders, points and settings." isOverview>
      {user ? <OverviewBody user={user} /> : null}
    </AccountLayout>
  );
}
