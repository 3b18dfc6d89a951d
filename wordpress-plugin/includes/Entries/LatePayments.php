<?php

declare(strict_types=1);

namespace AnglingPrizes\Entries;

use AnglingPrizes\Competitions\ProductReader;
use AnglingPrizes\Data\DrawCloses;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Data\Winners;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Money;
use AnglingPrizes\Rules\CompetitionRules;
use AnglingPrizes\Rules\LatePaymentRules;

/**
 * A payment completed (WooCommerce's payment_complete, whatever the gateway) for an order whose competition
 * stopped selling meanwhile (LatePaymentRules): the order goes to `refunded` instead of processing, with a
 * note saying why; no ticket numbers are allocated and no stock is taken. A payment taken in the checkout's
 * own request never meets this: the checkout checked the competitions under their locks a moment before.
 */
final class LatePayments
{
	/** Set on an order refunded because its payment came too late: the competition's title. */
	public const META_TOO_LATE = '_angling_paid_after_close';

	public static function register(): void
	{
		add_filter('woocommerce_payment_complete_order_status', [self::class, 'status_after_payment'], 99, 3);
		add_filter('woocommerce_payment_complete_reduce_order_stock', [self::class, 'reduce_stock'], 99, 2);
	}

	public static function status_after_payment(mixed $status, mixed $order_id, mixed $order = null): mixed
	{
		$order = $order instanceof \WC_Order ? $order : wc_get_order((int) $order_id);
		if (!$order instanceof \WC_Order || $order->get_meta(TicketAllocation::META_ALLOCATED, true) === 'yes') {
			return $status;
		}
		$closed = self::closed_competition($order);
		if ($closed === null) {
			return $status;
		}
		$order->update_meta_data(self::META_TOO_LATE, $closed);
		$order->add_order_note(LatePaymentRules::refunded_note(Money::decimal(Money::to_minor((float) $order->get_total('edit'))), $order->get_currency(), $closed));
		return 'refunded';
	}

	/** An order refunded for a late payment takes no stock. */
	public static function reduce_stock(mixed $reduce, mixed $order_id): mixed
	{
		$order = wc_get_order((int) $order_id);
		return $order instanceof \WC_Order && $order->get_meta(self::META_TOO_LATE, true) !== '' ? false : $reduce;
	}

	/** The title of the order's first competition that may no longer be given its tickets, else null. */
	private static function closed_competition(\WC_Order $order): ?string
	{
		$now = Clock::now();
		foreach ($order->get_items() as $item) {
			$product = $item instanceof \WC_Order_Item_Product ? $item->get_product() : null;
			if (!$product instanceof \WC_Product || !ProductReader::is_competition($product)) {
				continue;
			}
			$competition = ProductReader::read($product);
			$sold = Tickets::sold_count($competition->id);
			$live = CompetitionRules::live_status($competition, $sold, $now);
			$frozen = DrawCloses::of($competition->id) !== null || Winners::main_ticket($competition->id) !== null;
			$left = $competition->total_tickets > 0 ? $competition->total_tickets - $sold : PHP_INT_MAX;
			if (LatePaymentRules::too_late($live, $frozen, $left, (int) $item->get_quantity())) {
				return $competition->title;
			}
		}
		return null;
	}
}
