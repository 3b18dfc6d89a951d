<?php

declare(strict_types=1);

namespace AnglingPrizes\Competitions;

use AnglingPrizes\Data\DrawCommitments;
use AnglingPrizes\Data\InstantWinTickets;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Data\Winners;
use AnglingPrizes\Draw\BeaconDrawRule;

/**
 * Keeps a competition product whole whenever it is saved (admin, import, REST): a virtual product with stock
 * managed, a committed draw seed, and the winning numbers of its instant wins. Stock is tickets left: set to
 * total − sold when the product first becomes a competition, then moved only by a change of its total
 * (WooCommerce's own stock reduction at payment is never overwritten).
 */
final class ProductSync
{
	/** The total tickets the stock was last set from. */
	public const META_SYNCED_TOTAL = '_angling_synced_total';

	/** @var array<int, true> products being synced (saving one fires the save hooks again) */
	private static array $syncing = [];

	public static function register(): void
	{
		add_action('woocommerce_new_product', [self::class, 'sync'], 20, 1);
		add_action('woocommerce_update_product', [self::class, 'sync'], 20, 1);
	}

	/** Sets the stock to total − sold outright (the demo import, after it recorded sales itself). */
	public static function reset_stock(int $product_id): void
	{
		$product = wc_get_product($product_id);
		if ($product instanceof \WC_Product && ProductReader::is_competition($product)) {
			$product->update_meta_data(self::META_SYNCED_TOTAL, 0);
			$product->save();
		}
	}

	public static function sync(mixed $product_id): void
	{
		$product_id = (int) $product_id;
		if ($product_id <= 0 || isset(self::$syncing[$product_id])) {
			return;
		}
		$product = wc_get_product($product_id);
		if (!$product instanceof \WC_Product || !ProductReader::is_competition($product)) {
			return;
		}
		self::$syncing[$product_id] = true;
		try {
			$competition = ProductReader::read($product);
			if (Winners::main_ticket($product_id) === null) {
				// A competition that arrives drawn (an import of a past draw) has no close to publish: the first rule.
				DrawCommitments::commit($product_id, $competition->stored_status === 'drawn' ? BeaconDrawRule::RULE_V1 : BeaconDrawRule::RULE_V2);
			}
			foreach ($competition->instant_wins as $prize) {
				InstantWinTickets::ensure_numbers($product_id, $prize['id'], $prize['count'], $competition->total_tickets);
			}
			$synced = (int) $product->get_meta(self::META_SYNCED_TOTAL, true);
			$stock = $product->get_stock_quantity('edit');
			if (!$product->get_manage_stock('edit') || $synced <= 0 || $stock === null) {
				$left = max(0, $competition->total_tickets - Tickets::sold_count($product_id));
			} else {
				$left = max(0, (int) $stock + $competition->total_tickets - $synced);
			}
			if (!$product->get_virtual('edit') || !$product->get_manage_stock('edit') || (int) $stock !== $left || $synced !== $competition->total_tickets || $product->get_backorders('edit') !== 'no') {
				$product->set_virtual(true);
				$product->set_manage_stock(true);
				$product->set_stock_quantity($left);
				$product->set_backorders('no');
				$product->update_meta_data(self::META_SYNCED_TOTAL, $competition->total_tickets);
				$product->save();
			}
		} finally {
			unset(self::$syncing[$product_id]);
			Catalogue::forget();
		}
	}
}
