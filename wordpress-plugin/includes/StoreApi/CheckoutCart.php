<?php

declare(strict_types=1);

namespace AnglingPrizes\StoreApi;

use AnglingPrizes\Auth\IdentityBridge;

/**
 * Empties the basket once a Store API checkout is paid. WooCommerce empties it when its order-received page
 * loads (wc_clear_cart_after_payment on template_redirect), a page a headless storefront never opens, so
 * without this the paid lines would still be in the basket.
 */
final class CheckoutCart
{
	public static function register(): void
	{
		add_action('woocommerce_payment_complete', [self::class, 'empty_after_payment'], 30);
	}

	public static function empty_after_payment(): void
	{
		if (IdentityBridge::is_store_api_request() && function_exists('WC') && WC()->cart instanceof \WC_Cart) {
			WC()->cart->empty_cart(true);
		}
	}
}
