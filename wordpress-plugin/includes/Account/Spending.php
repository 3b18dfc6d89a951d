<?php

declare(strict_types=1);

namespace AnglingPrizes\Account;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Money;
use AnglingPrizes\Rules\LimitRules;

/** What a customer spent on paid orders inside a limit's window, for responsible-gaming limits. */
final class Spending
{
	/** Order statuses whose money counts as spent (paid, or placed and awaiting fulfilment). */
	private static function counted_statuses(): array
	{
		$paid = function_exists('wc_get_is_paid_statuses') ? wc_get_is_paid_statuses() : ['processing', 'completed'];
		return array_values(array_unique(array_map(static fn (string $s): string => 'wc-' . $s, [...$paid, 'on-hold'])));
	}

	public static function in_window_minor(int $user_id, string $duration, ?int $now = null): int
	{
		$since = ($now ?? Clock::now()) - LimitRules::window_seconds($duration);
		$orders = wc_get_orders([
			'customer_id' => $user_id,
			'status' => self::counted_statuses(),
			'date_created' => '>' . $since,
			'limit' => -1,
			'return' => 'objects',
		]);
		$total = 0;
		foreach (is_array($orders) ? $orders : [] as $order) {
			if ($order instanceof \WC_Order) {
				$total += Money::to_minor((float) $order->get_total('edit'));
			}
		}
		return $total;
	}
}
