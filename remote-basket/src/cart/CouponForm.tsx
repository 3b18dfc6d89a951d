import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { theme, type ShopApi } from '@shop/shared-contracts';
import { ButtonSpinner, SecondaryButton, showToast, TextButton } from '@shop/remote-kit';
import { storeCart } from '../state/basketStore';
import type { CartCoupon } from '../state/cartReducer';
import { reportStoreApiFailure } from '../flow/storeApiFailure';

const Form = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  label {
    display: grid;
    gap: 4px;
    flex: 1 1 180px;
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${theme.color.inkMuted};
    border-radius: ${theme.radius.small};
    font: inherit;
    text-transform: uppercase;
  }
  input:focus-visible {
    outline: 2px solid ${theme.color.brandDark};
    outline-offset: 2px;
  }
`;
const Applied = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
`;

export const COUPON_REQUIRED_MESSAGE = 'Please enter a coupon code.';
export const COUPON_FAILED_MESSAGE = 'That coupon could not be applied.';

/**
 * Coupon apply and remove (Store API apply-coupon / remove-coupon); the code typed is kept on failure. Not a
 * <form>: on the checkout it sits inside the checkout's form, whose submit (Pay) its Apply or Enter must not set off.
 */
export function CouponForm({ api, coupons }: { api: Pick<ShopApi, 'applyCoupon' | 'removeCoupon'>; coupons: readonly CartCoupon[] }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    if (busy) return;
    const trimmed = code.trim();
    if (!trimmed) {
      showToast('error', COUPON_REQUIRED_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      storeCart(await api.applyCoupon(trimmed));
      setCode('');
      showToast('success', `Coupon ${trimmed.toUpperCase()} applied.`);
    } catch (error) {
      reportStoreApiFailure(error, COUPON_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (couponCode: string) => {
    if (busy) return;
    setBusy(true);
    try {
      storeCart(await api.removeCoupon(couponCode));
    } catch (error) {
      reportStoreApiFailure(error, COUPON_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };
  return (
    <div>
      <Form role="group" aria-label="Coupon">
        <label>
          Coupon code
          <input value={code} onChange={(event) => setCode(event.target.value)} onKeyDown={applyOnEnter} autoComplete="off" name="coupon" />
        </label>
        <SecondaryButton type="button" disabled={busy} onClick={() => void apply()}>
          {busy ? <ButtonSpinner aria-hidden="true" /> : null}Apply
        </SecondaryButton>
      </Form>
      {coupons.length > 0 ? (
        <Applied aria-label="Applied coupons">
          {coupons.map((coupon) => (
            <li key={coupon.code}>
              <span>
                Coupon <strong>{coupon.code}</strong> applied
              </span>
              <TextButton type="button" disabled={busy} onClick={() => void remove(coupon.code)} aria-label={`Remove coupon ${coupon.code}`}>
                Remove
              </TextButton>
            </li>
          ))}
        </Applied>
      ) : null}
    </div>
  );
}
