<?php

declare(strict_types=1);

namespace AnglingPrizes\StoreApi;

use AnglingPrizes\Auth\IdentityBridge;

/**
 * Empties the basket once a Store API checkout is paid. WooCommerce empties it when its order-received page
 * loads (wc_clear_cart_after_payment on template_redirect), a page a headless storefront never opens, so
 * without this the paid lines would still be in the basket. An order paid later, by a provider's
 * notification (no customer session in that request), empties the customer's saved basket: the one their
 * Store API session and their persistent cart keep.
 */
final class CheckoutCart
{
	/** What a basket is in a WooCommerce session (and the checkout's draft order, which was this order). */
	private const BASKET_KEYS = ['cart', 'cart_totals', 'applied_coupons', 'coupon_discount_totals', 'coupon_discount_tax_totals', 'removed_cart_contents', 'store_api_draft_order'];

	public static function register(): void
	{
		add_action('woocommerce_payment_complete', [self::class, 'empty_after_payment'], 30);
	}

	public static function empty_after_payment(mixed $order_id = 0): void
	{
		if (IdentityBridge::is_store_api_request()) {
			if (function_exists('WC') && WC()->cart instanceof \WC_Cart) {
				WC()->cart->empty_cart(true);
			}
			return;
		}
		$order = wc_get_order((int) $order_id);
		if ($order instanceof \WC_Order && $order->is_paid() && $order->get_created_via() === 'store-api' && $order->get_customer_id() > 0) {
			self::empty_saved_basket($order->get_customer_id());
		}
	}

	/** The customer's basket as their next Store API request reads it: their session's, and their persistent cart. */
	private static function empty_saved_basket(int $user_id): void
	{
		global $wpdb;
		$table = $wpdb->prefix . 'woocommerce_sessions';
		$stored = $wpdb->get_var($wpdb->prepare('SELECT session_value FROM %i WHERE session_key = %s', $table, (string) $user_id));
		$session = is_string($stored) ? maybe_unserialize($stored) : null;
		if (is_array($session)) {
			foreach (self::BASKET_KEYS as $key) {
				unset($session[$key]);
			}
			$wpdb->update($table, ['session_value' => maybe_serialize($session)], ['session_key' => (string) $user_id], ['%s'], ['%s']);
			wp_cache_delete(\WC_Cache_Helper::get_cache_prefix(WC_SESSION_CACHE_GROUP) . $user_id, WC_SESSION_CACHE_GROUP);
		}
		delete_user_meta($user_id, '_woocommerce_persistent_cart_' . get_current_blog_id());
	}
}
