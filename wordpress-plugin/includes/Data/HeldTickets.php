<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use Automattic\WooCommerce\Utilities\OrderUtil;

/**
 * Tickets held for orders that wait for their payment: WooCommerce's own stock hold (`wc_reserved_stock`, made
 * by the checkout for "Hold stock (minutes)", woocommerce_hold_stock_minutes), counted as WooCommerce counts it
 * (ReserveStock): rows of draft or pending orders that have not expired. The orders hold no ticket numbers yet;
 * these are counted with the sold tickets wherever a competition says how many are left, so a customer on a
 * provider's page holds their tickets, and a cancelled or failed order frees them at once.
 */
final class HeldTickets
{
	/**
	 * @param int[] $product_ids
	 * @return array<int, int> product id => tickets held
	 */
	public static function counts(array $product_ids): array
	{
		global $wpdb;
		$ids = array_values(array_unique(array_map('intval', $product_ids)));
		if ($ids === []) {
			return [];
		}
		$hpos = class_exists(OrderUtil::class) && OrderUtil::custom_orders_table_usage_is_enabled();
		[$orders, $id_column, $status_column] = $hpos ? [$wpdb->prefix . 'wc_orders', 'id', 'status'] : [$wpdb->posts, 'ID', 'post_status'];
		$placeholders = SqlIn::integers($ids);
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT held.product_id, SUM(held.stock_quantity) AS held FROM %i held JOIN %i orders ON held.order_id = orders.%i
				WHERE orders.%i IN ('wc-checkout-draft', 'wc-pending') AND held.expires > NOW() AND held.product_id IN ($placeholders)
				GROUP BY held.product_id",
				$wpdb->prefix . 'wc_reserved_stock',
				$orders,
				$id_column,
				$status_column,
				...$ids
			),
			ARRAY_A
		);
		$counts = array_fill_keys($ids, 0);
		foreach ((array) $rows as $row) {
			$counts[(int) $row['product_id']] = (int) $row['held'];
		}
		return $counts;
	}

	/**
	 * Sold and held together, by product: how many of each competition's tickets are not for sale now.
	 *
	 * @param int[] $product_ids
	 * @return array<int, int>
	 */
	public static function taken_counts(array $product_ids): array
	{
		$sold = Tickets::sold_counts($product_ids);
		foreach (self::counts($product_ids) as $id => $held) {
			$sold[$id] = ($sold[$id] ?? 0) + $held;
		}
		return $sold;
	}
}
