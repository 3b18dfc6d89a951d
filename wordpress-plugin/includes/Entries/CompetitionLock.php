<?php

declare(strict_types=1);

namespace AnglingPrizes\Entries;

use AnglingPrizes\Competitions\ProductReader;
use AnglingPrizes\Infrastructure\NamedLock;
use Automattic\WooCommerce\Checkout\Helpers\ReserveStockException;

/**
 * One sale at a time per competition, from its stock check to the allocation of its tickets: a checkout, or a
 * free postal entry (PostalEntry), never sells a ticket another one is paying for.
 *
 * Why WooCommerce's own stock hold is not enough: it counts a checkout's hold only while the order is a draft
 * or pending, and a paid order turns processing before WooCommerce takes its stock (wc_maybe_reduce_stock_levels
 * runs on the status change). In between, the ticket is neither held nor taken, so a second checkout could hold
 * it too and both be paid for one ticket; the second paid order would get no ticket.
 *
 * A checkout takes the locks of its order's competitions when WooCommerce begins to hold the order's stock (the
 * hold-minutes filter, the one hook of that moment), all of them in ascending id order so two baskets never wait
 * for each other, and keeps them until the paid order's stock is taken and its tickets are allocated: the end of
 * the paid status's hooks (`woocommerce_order_status_processing`, or `_completed` for an order that needs no
 * processing), where WooCommerce reduces the stock and TicketAllocation allocates before this runs last. When the
 * payment is not complete (a refused card, a payment left to a provider), they are kept until the request ends.
 * The rest of the checkout (the status's notes and e-mails, the order's last save, its answer) runs without them,
 * so on a draw night the next buyer of the same competition waits only for the sale itself.
 */
final class CompetitionLock
{
	/** How long a sale waits for a competition another sale holds, in seconds. */
	public const WAIT_SECONDS = 10;
	private const KIND = 'competition';
	public const BUSY = 'Many people are entering this competition right now. Nothing was taken: please try again in a moment.';

	/** @var int[] The competitions this request's checkout locked (lock_before_stock_hold). */
	private static array $checkout_ids = [];

	public static function register(): void
	{
		add_filter('woocommerce_order_hold_stock_minutes', [self::class, 'lock_before_stock_hold'], 10, 2);
		foreach (['woocommerce_order_status_processing', 'woocommerce_order_status_completed', 'woocommerce_payment_complete'] as $paid) {
			add_action($paid, [self::class, 'release_after_payment'], PHP_INT_MAX);
		}
		add_action('shutdown', [self::class, 'release_all']);
	}

	/**
	 * @throws ReserveStockException when a competition of the order stays held by another sale: WooCommerce
	 *   refuses the checkout with its code, message and status
	 */
	public static function lock_before_stock_hold(mixed $minutes, mixed $order): mixed
	{
		if (!$order instanceof \WC_Order) {
			return $minutes;
		}
		$ids = [];
		foreach ($order->get_items() as $item) {
			$product = $item instanceof \WC_Order_Item_Product ? $item->get_product() : null;
			if ($product instanceof \WC_Product && ProductReader::is_competition($product)) {
				$ids[] = $product->get_id();
			}
		}
		if (!self::acquire($ids)) {
			throw new ReserveStockException('angling_competition_busy', self::BUSY, 503);
		}
		self::$checkout_ids = array_merge(self::$checkout_ids, $ids);
		return $minutes;
	}

	/** The checkout's locks, once its order is paid: its stock is taken and its tickets are allocated. */
	public static function release_after_payment(): void
	{
		self::release(self::$checkout_ids);
		self::$checkout_ids = [];
	}

	/**
	 * Takes the locks of these competitions that this request does not hold yet, in ascending id order; false
	 * (and none of them taken) when one stays held by another sale for WAIT_SECONDS.
	 *
	 * @param int[] $ids
	 */
	public static function acquire(array $ids): bool
	{
		$ids = array_values(array_unique(array_map('intval', $ids)));
		sort($ids);
		$taken = [];
		foreach ($ids as $id) {
			if (NamedLock::holds(self::lock_name($id))) {
				continue;
			}
			if (!NamedLock::take(self::lock_name($id), self::WAIT_SECONDS)) {
				self::release($taken);
				return false;
			}
			$taken[] = $id;
		}
		return true;
	}

	/** @param int[] $ids */
	public static function release(array $ids): void
	{
		foreach ($ids as $id) {
			if (NamedLock::holds(self::lock_name($id))) {
				NamedLock::free(self::lock_name($id));
			}
		}
	}

	public static function release_all(): void
	{
		NamedLock::free_all(self::KIND);
	}

	/** The lock of one competition (NamedLock). */
	public static function lock_name(int $id): string
	{
		return NamedLock::of_site(self::KIND, $id);
	}
}
