import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatPounds, theme, type Coupon } from '@shop/shared-contracts';
import { EmptyState, ErrorState, SecondaryButton, showToast, Spinner, textType } from '@shop/remote-kit';
import { AccountLayout } from '../../ui/AccountLayout';
import { Row, RowMain, Rows } from '../../ui/lists';
import { orNA } from '../../lib/accountLists';
import { useCoupons } from '../../lib/queries';

export const COUPONS_EMPTY_TEXT = 'You don’t have any coupons at present';
export const COUPONS_FAILED_TEXT = 'Your coupons could not be loaded just now.';
export const COUPON_COPIED_TOAST = 'Coupon code copied';
const COPIED_FOR_MS = 2000;

const Code = styled.code`
  display: inline-block;
  margin: 4px 0;
  padding: 4px 10px;
  border: 1.5px dashed ${theme.color.brand};
  border-radius: ${theme.radius.small};
  background: ${theme.color.brandLight};
  ${textType('1.05rem', theme.color.brandDark)}
  font-weight: 700;
  letter-spacing: 0.06em;
`;

/** A coupon's value: a number is pounds off; text (e.g. "10%") is shown as sent. */
function couponValue(amount: string): string {
  if (!amount.trim()) return 'N/A';
  return /^\d+(\.\d+)?$/.test(amount.trim()) ? `${formatPounds(amount)} off` : amount;
}

function CouponRow({ coupon }: { coupon: Coupon }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coupon.code);
      setCopied(true);
      showToast('success', COUPON_COPIED_TOAST);
    } catch (error) {
      // A copy failure is only logged.
      console.error('[account] copying the coupon failed:', error);
    }
  };
  return (
    <Row data-testid="coupon-row">
      <RowMain>
        <Code>{coupon.code}</Code>
        <strong>{couponValue(coupon.amount)}</strong>
        <span>{orNA(coupon.description)}</span>
      </RowMain>
      <SecondaryButton
        type="button"
        onClick={() => void copy()}
        aria-label={copied ? `Copied ${coupon.code}` : `Copy coupon ${coupon.code}`}
        style={{ minWidth: 110 }}
      >
        {copied ? 'Copied' : 'Copy'}
      </SecondaryButton>
    </Row>
  );
}

export function CouponsView() {
  const coupons = useCoupons();
  if (coupons.isPending) return <Spinner label="Loading your coupons" compact />;
  if (coupons.isError && !coupons.data) return <ErrorState message={COUPONS_FAILED_TEXT} onRetry={() => void coupons.refetch()} />;
  const list = coupons.data ?? [];
  if (list.length === 0) return <EmptyState message={COUPONS_EMPTY_TEXT} />;
  return (
    <Rows aria-label="Your coupons">
      {list.map((coupon) => (
        <CouponRow key={coupon.code} coupon={coupon} />
      ))}
    </Rows>
  );
}

/** /account/coupons: codes to use at checkout, each copyable. */
export default function CouponsScreen() {
  return (
    <AccountLayout title="Coupons" lead="Copy a code and paste it at checkout.">
      <CouponsView />
    </AccountLayout>
  );
}
