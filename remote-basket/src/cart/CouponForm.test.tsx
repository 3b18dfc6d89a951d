import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ShopApi } from '@shop/shared-contracts';
import { resetCartStore } from '../state/basketStore';
import { recordToasts } from '../testing/toasts';
import { CouponForm } from './CouponForm';
import { STORE_API_SENTENCES } from '../flow/storeApiMessages';

describe('the coupon form when WooCommerce refuses a coupon', () => {
  let toasts: ReturnType<typeof recordToasts>;
  beforeEach(() => {
    resetCartStore();
    toasts = recordToasts();
  });
  afterEach(() => toasts.stop());

  const applyRefusedWith = async (error: ApiError) => {
    const api: Pick<ShopApi, 'applyCoupon' | 'removeCoupon'> = { applyCoupon: () => Promise.reject(error), removeCoupon: jest.fn() };
    render(<CouponForm api={api} coupons={[]} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Coupon code'), 'spring25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeEnabled();
    expect(screen.getByLabelText('Coupon code')).toHaveValue('spring25');
  };

  it("shows WooCommerce's reason (decoded), and keeps the code typed", async () => {
    await applyRefusedWith(new ApiError('x', 400, 'woocommerce_rest_cart_coupon_error', 'Coupon &quot;spring25&quot; has expired.'));
    expect(toasts.shown).toEqual([['error', 'Coupon "spring25" has expired.']]);
  });

  it('coupons turned off: the sentence', async () => {
    await applyRefusedWith(new ApiError('x', 404, 'woocommerce_rest_cart_coupon_disabled', 'Coupons are disabled.'));
    expect(toasts.shown).toEqual([['error', STORE_API_SENTENCES.woocommerce_rest_cart_coupon_disabled]]);
  });
});
