<?php

declare(strict_types=1);

namespace AnglingPrizes\Entries;

/**
 * The order status "Ticket Win" (`admin-comp-win`): tickets an admin gave a customer as a
 * prize. It counts as paid, so its tickets are allocated, and taken from the stock, like a paid order's.
 */
final class OrderStatuses
{
	public const TICKET_WIN = 'wc-admin-comp-win';

	public static function register(): void
	{
		add_action('init', [self::class, 'register_status']);
		add_filter('wc_order_statuses', [self::class, 'add_to_list']);
		add_filter('woocommerce_order_is_paid_statuses', [self::class, 'add_to_paid']);
		// Its tickets leave the stock as a paid order's do (WooCommerce takes stock for processing, completed and
		// on-hold orders only), before they are allocated (priority 20), so stock stays the tickets left.
		add_action('woocommerce_order_status_admin-comp-win', 'wc_maybe_reduce_stock_levels', 10, 1);
	}

	public static function register_status(): void
	{
		register_post_status(self::TICKET_WIN, [
			'label' => _x('Ticket Win', 'Order status', 'angling-prizes'),
			'public' => false,
			'exclude_from_search' => false,
			'show_in_admin_all_list' => true,
			'show_in_admin_status_list' => true,
			/* translators: %s: number of orders */
			'label_count' => _n_noop('Ticket Win <span class="count">(%s)</span>', 'Ticket Win <span class="count">(%s)</span>', 'angling-prizes'),
		]);
	}

	/** @param array<string, string> $statuses */
	public static function add_to_list(mixed $statuses): array
	{
		$statuses = is_array($statuses) ? $statuses : [];
		$statuses[self::TICKET_WIN] = _x('Ticket Win', 'Order status', 'angling-prizes');
		return $statuses;
	}

	/** @param string[] $statuses */
	public static function add_to_paid(mixed $statuses): array
	{
		$statuses = is_array($statuses) ? $statuses : [];
		$statuses[] = 'admin-comp-win';
		return $statuses;
	}
}
