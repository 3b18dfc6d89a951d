<?php

declare(strict_types=1);

namespace AnglingPrizes\Entries;

use AnglingPrizes\Competitions\Catalogue;
use AnglingPrizes\Competitions\Competition;
use AnglingPrizes\Competitions\ProductReader;
use AnglingPrizes\Data\DrawCloses;
use AnglingPrizes\Data\InstantWinTickets;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Data\Winners;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Transaction;
use AnglingPrizes\Rules\CompetitionRules;
use AnglingPrizes\Rules\InstantWinPayout;
use AnglingPrizes\Rules\RefundRules;

/**
 * What a refund or a cancellation does to an order's tickets, by RefundRules: an order refunded in full or
 * cancelled gives back its tickets of the competitions still open, keeps those of competitions that have closed
 * or been drawn, and says which on the order; a partial refund is money only. The rows change in one
 * transaction (tickets, instant and reward wins, the stock, the order's line and order meta).
 *
 * Stock: a competition's stock is its tickets left, so competition lines get their stock back from the plugin
 * alone, and exactly when their tickets are released. WooCommerce restores a cancelled order's stock
 * (wc_maybe_increase_stock_levels, priority 10 on woocommerce_order_status_cancelled) and a refund's when
 * "Restock refunded items" is ticked (wc_restock_refunded_items), and takes stock again when an order becomes
 * paid (wc_maybe_reduce_stock_levels). For competition lines the release runs first (priority 5) and removes
 * the line's `_reduced_stock`, so WooCommerce's restore passes them by; the restock of refunded items is
 * refused for competition lines (other lines are restocked as WooCommerce does); and an order set back to a
 * paid status after its tickets were settled gets no tickets again (it says so in a note), and whatever stock
 * WooCommerce takes again for its competition lines is given back.
 */
final class Refunds
{
	/** Set once a refund or cancellation settled the order's tickets: the order status it was settled at. */
	public const META_SETTLED = '_angling_tickets_settled';
	/** Set once the order was told it gets no tickets again. */
	public const META_PAID_AGAIN_NOTED = '_angling_paid_again_noted';
	/** What WooCommerce took from a line's stock at payment (wc_reduce_stock_levels). */
	private const REDUCED_STOCK = '_reduced_stock';

	private static bool $restocking_others = false;

	public static function register(): void
	{
		// Before WooCommerce's stock restore and its refund of the rest (wc_order_fully_refunded), both at 10.
		add_action('woocommerce_order_status_refunded', [self::class, 'settle'], 5, 2);
		add_action('woocommerce_order_status_cancelled', [self::class, 'settle'], 5, 2);
		add_action('woocommerce_order_partially_refunded', [self::class, 'note_partial_refund'], 10, 1);
		add_filter('woocommerce_can_restock_refunded_items', [self::class, 'restock_refunded_items'], 10, 3);
		// After WooCommerce takes stock for a paid order (10), before the tickets are allocated (20).
		foreach (['woocommerce_payment_complete', 'woocommerce_order_status_processing', 'woocommerce_order_status_completed', 'woocommerce_order_status_on-hold', 'woocommerce_order_status_admin-comp-win'] as $hook) {
			add_action($hook, [self::class, 'keep_settled'], 15, 1);
		}
	}

	/** An order refunded in full or cancelled: its tickets are released or kept, competition by competition. */
	public static function settle(mixed $order_id, mixed $order = null): void
	{
		$order = $order instanceof \WC_Order ? $order : wc_get_order((int) $order_id);
		if (!$order instanceof \WC_Order || $order->get_meta(TicketAllocation::META_ALLOCATED, true) !== 'yes' || $order->get_meta(self::META_SETTLED, true) !== '') {
			return;
		}
		$status = $order->get_status();
		$user_id = $order->get_customer_id();
		$now = Clock::now();
		try {
			$notes = Transaction::run(static function () use ($order, $status, $user_id, $now): array {
				$notes = [];
				foreach (self::competition_lines($order) as $product_id => $items) {
					$numbers = Tickets::numbers_of_order_for_update($product_id, $order->get_id());
					if ($numbers === []) {
						// Nothing was allocated (it had sold out): WooCommerce restores what it took, as for any product.
						continue;
					}
					$product = $items[0]->get_product();
					$competition = ProductReader::read($product);
					$live = CompetitionRules::live_status($competition, Tickets::sold_count($product_id), $now);
					// A rule v2 close published the entry list: it is frozen whatever the status says now.
					$frozen = RefundRules::entries_frozen($live, Winners::main_ticket($product_id) !== null) || DrawCloses::of($product_id) !== null;
					if ($frozen) {
						$notes[] = RefundRules::kept_note($competition->title, $numbers, $live, $status);
					} else {
						$notes = [...$notes, ...self::release($competition, $product, $items, $numbers, $order->get_id(), $user_id, $status)];
					}
					// The stock of these lines is the plugin's: WooCommerce's restore must pass them by.
					foreach ($items as $item) {
						$item->delete_meta_data(self::REDUCED_STOCK);
						$item->save();
					}
				}
				$order->update_meta_data(self::META_SETTLED, $status);
				$order->save_meta_data();
				return $notes;
			});
		} catch (\Throwable $error) {
			$order->add_order_note(sprintf('The tickets of this order could not be settled (%s): they are as they were. To retry, set another status, then this one again.', $error->getMessage()));
			wc_get_logger()->error('Angling Prizes: settling the tickets of order ' . $order->get_id() . ' failed: ' . $error->getMessage(), ['source' => 'angling-prizes']);
			return;
		}
		Catalogue::forget();
		if ($notes !== []) {
			$order->add_order_note(implode("\n", $notes));
		}
	}

	/**
	 * Releases an order's tickets of one open competition (inside settle's transaction) and returns the notes.
	 *
	 * @param list<\WC_Order_Item_Product> $items the order's lines of this competition
	 * @param int[] $numbers the order's ticket numbers in it
	 * @return list<string>
	 */
	private static function release(Competition $competition, \WC_Product $product, array $items, array $numbers, int $order_id, int $user_id, string $status): array
	{
		$notes = [RefundRules::released_note($competition->title, $numbers, $status)];
		// The wins first: their rows name the order, and the reward wins are found by the released numbers.
		$prizes = array_column($competition->instant_wins, null, 'id');
		foreach (InstantWinTickets::won_by_order_for_update($competition->id, $order_id) as $win) {
			$prize = $prizes[$win['prize_id']] ?? null;
			$title = $prize !== null ? $prize['title'] : 'a prize no longer offered';
			if (RefundRules::instant_win_stands($prize !== null && $prize['paid_as'] === InstantWinPayout::SITE_CREDIT, $win['claimed'])) {
				$notes[] = RefundRules::standing_instant_win_note($win['ticket_number'], $title, $win['claimed']);
				continue;
			}
			InstantWinTickets::return_to_pool($competition->id, $win['ticket_number'], $order_id);
			Winners::delete_win($competition->id, $win['ticket_number'], $user_id, Winners::INSTANT);
			$notes[] = RefundRules::voided_instant_win_note($win['ticket_number'], $title);
		}
		$percents = array_column($competition->reward_wins, 'percent', 'id');
		foreach (Winners::reward_wins_of_tickets($competition->id, $user_id, $numbers) as $win) {
			Winners::delete_win($competition->id, $win['ticket_number'], $user_id, Winners::REWARD);
			$notes[] = RefundRules::voided_reward_win_note($win['ticket_number'], $win['prize'], (int) ($percents[$win['prize_id']] ?? 100));
		}
		$released = Tickets::release_order($competition->id, $order_id);
		// What WooCommerce took from the stock for these lines goes back (the quantity, even when fewer tickets
		// could be allocated); an order WooCommerce took nothing for (the demo import's) gives back its tickets.
		$taken = array_sum(array_map(static fn (\WC_Order_Item_Product $item): int => (int) $item->get_meta(self::REDUCED_STOCK, true), $items));
		$back = $taken > 0 ? $taken : $released;
		if ($back > 0 && !is_int(wc_update_product_stock($product, $back, 'increase'))) {
			throw new \RuntimeException(sprintf('the stock of %s could not be raised', $competition->title));
		}
		return $notes;
	}

	/**
	 * The order's competition lines by product.
	 *
	 * @return array<int, list<\WC_Order_Item_Product>>
	 */
	private static function competition_lines(\WC_Order $order): array
	{
		$lines = [];
		foreach ($order->get_items() as $item) {
			if (!$item instanceof \WC_Order_Item_Product) {
				continue;
			}
			$product = $item->get_product();
			if ($product instanceof \WC_Product && ProductReader::is_competition($product)) {
				$lines[$product->get_id()][] = $item;
			}
		}
		return $lines;
	}

	/** A partial refund is money only: the order's tickets stay, and the order says so. */
	public static function note_partial_refund(mixed $order_id): void
	{
		$order = wc_get_order((int) $order_id);
		if ($order instanceof \WC_Order && $order->get_meta(self::META_SETTLED, true) === '' && Tickets::numbers_of_order($order->get_id()) !== []) {
			$order->add_order_note(RefundRules::partial_refund_note());
		}
	}

	/**
	 * "Restock refunded items" restocks no competition line: its stock follows its tickets, which a refund
	 * releases only when it is the whole order (settle). The order's other lines are restocked as WooCommerce does.
	 *
	 * @param array<int|string, array<string, mixed>> $lines the refund's lines by order item id
	 */
	public static function restock_refunded_items(mixed $restock, mixed $order, mixed $lines): mixed
	{
		if (!$restock || self::$restocking_others || !$order instanceof \WC_Order || !is_array($lines)) {
			return $restock;
		}
		$others = [];
		foreach ($lines as $item_id => $line) {
			$item = $order->get_item((int) $item_id);
			$product = $item instanceof \WC_Order_Item_Product ? $item->get_product() : null;
			if (!$product instanceof \WC_Product || !ProductReader::is_competition($product)) {
				$others[$item_id] = $line;
			}
		}
		if (count($others) === count($lines)) {
			return $restock;
		}
		if ($others !== []) {
			self::$restocking_others = true;
			try {
				wc_restock_refunded_items($order, $others);
			} finally {
				self::$restocking_others = false;
			}
		}
		return false;
	}

	/**
	 * An order whose tickets were settled, set back to a paid status: it gets no tickets again (TicketAllocation
	 * allocates once per order), and the stock WooCommerce took again for its competition lines goes back.
	 */
	public static function keep_settled(mixed $order_id): void
	{
		$order = wc_get_order((int) $order_id);
		if (!$order instanceof \WC_Order || $order->get_meta(self::META_SETTLED, true) === '') {
			return;
		}
		$given_back = [];
		foreach (self::competition_lines($order) as $items) {
			foreach ($items as $item) {
				$taken = (int) $item->get_meta(self::REDUCED_STOCK, true);
				if ($taken > 0 && is_int(wc_update_product_stock($item->get_product(), $taken, 'increase'))) {
					$item->delete_meta_data(self::REDUCED_STOCK);
					$item->save();
					$given_back[] = sprintf('%s (%d)', ProductReader::plain_text($item->get_name()), $taken);
				}
			}
		}
		if ($given_back !== [] || $order->get_meta(self::META_PAID_AGAIN_NOTED, true) === '') {
			$order->update_meta_data(self::META_PAID_AGAIN_NOTED, 'yes');
			$order->save_meta_data();
			$order->add_order_note(RefundRules::paid_again_note($given_back));
		}
	}
}
