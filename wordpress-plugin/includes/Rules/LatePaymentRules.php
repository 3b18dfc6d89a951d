<?php

declare(strict_types=1);

namespace AnglingPrizes\Rules;

/**
 * A payment that completes after its order was placed (a hosted-payment provider's notification) may come
 * after a competition of the order stopped selling. Then the order is refunded in full and gets no tickets:
 * never tickets outside the entry list published at the close, nor beyond the competition's total. Pure.
 */
final class LatePaymentRules
{
	/**
	 * Whether an order line may no longer be given its tickets: the competition is no longer open (closed, drawn,
	 * past its draw time, sold out), its entry list is frozen, or fewer tickets are left than the line's quantity.
	 */
	public static function too_late(string $live_status, bool $entries_frozen, int $left, int $quantity): bool
	{
		return $entries_frozen || $live_status !== 'open' || $left < $quantity;
	}

	/** The order's note, as store-api's: "Payment of 2.00 GBP received after "Big Carp" closed: refunded in full, no tickets allocated." */
	public static function refunded_note(string $amount, string $currency, string $competition): string
	{
		return sprintf('Payment of %s %s received after "%s" closed: refunded in full, no tickets allocated.', $amount, $currency, $competition);
	}
}
