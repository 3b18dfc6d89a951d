<?php

declare(strict_types=1);

namespace AnglingPrizes\Entries;

/**
 * An order placed through the Store API that is still unpaid after WooCommerce's "Hold stock (minutes)"
 * (woocommerce_hold_stock_minutes) is cancelled by WooCommerce's own sweep (wc_cancel_unpaid_orders, on its
 * `woocommerce_cancel_unpaid_orders` schedule) with its note "Unpaid order cancelled - time limit reached.",
 * so an abandoned payment page never keeps a competition's last tickets. WooCommerce sweeps only orders made
 * by its own checkout page (`created_via` checkout); the storefront's are made by the Store API (`store-api`).
 * Cancelled, the order's hold is gone (HeldTickets counts only pending orders), so its tickets are on sale again.
 */
final class UnpaidOrders
{
	public static function register(): void
	{
		add_filter('woocommerce_cancel_unpaid_order', [self::class, 'cancel'], 10, 2);
	}

	public static function cancel(mixed $cancel, mixed $order): mixed
	{
		return $order instanceof \WC_Order && $order->get_created_via() === 'store-api' && $order->has_status('pending') ? true : $cancel;
	}
}
