<?php

declare(strict_types=1);

namespace AnglingPrizes\Rules;

/**
 * What a refund or a cancellation does to an order's tickets (pure; Refunds applies it):
 *
 * - Refunded in full (WooCommerce status `refunded`) or cancelled while its competition is still open (open,
 *   sold out or paused, not yet closed or drawn): the order's tickets are released. They leave the entry list
 *   and go back on sale, and the competition's stock rises by as many.
 * - Once the competition has closed (its status, or its draw time passed) or been drawn, the entry list is
 *   frozen: the tickets stay entered and the refund is money only, as a note on the order says.
 * - An instant win of a released ticket: the win is voided and its number goes back among the unwon (whoever
 *   buys it next wins it) unless the prize is already the customer's: a site-credit prize (credited at the win)
 *   or a win marked claimed. Such a win stands; the ticket is still released, and its number, sold again,
 *   does not win again (each winning number wins once).
 * - A reward win of a released ticket is voided and drawn again at the next sale past its percentage.
 * - A partial refund is money only: every ticket stays. Only a full refund or a cancellation releases them.
 */
final class RefundRules
{
	/** Whether a competition's entry list is frozen: it has closed or been drawn. */
	public static function entries_frozen(string $live_status, bool $main_drawn): bool
	{
		return $main_drawn || in_array($live_status, ['closed', 'drawn'], true);
	}

	/** Whether an instant win stands when its ticket is released: its prize is already the customer's. */
	public static function instant_win_stands(bool $paid_as_site_credit, bool $claimed): bool
	{
		return $claimed || $paid_as_site_credit;
	}

	/** @param int[] $numbers */
	public static function released_note(string $competition, array $numbers, string $order_status): string
	{
		return sprintf(
			'%s: %s released (the order was %s while the competition was open). %s on sale again.',
			$competition,
			self::tickets($numbers),
			$order_status === 'cancelled' ? 'cancelled' : 'refunded',
			count($numbers) === 1 ? 'It is' : 'They are'
		);
	}

	/** @param int[] $numbers */
	public static function kept_note(string $competition, array $numbers, string $live_status, string $order_status): string
	{
		return sprintf(
			'%s: %s had %s and its entry list is frozen at close, so %s %s entered.',
			$order_status === 'cancelled' ? 'Cancelled after close' : 'Refund is money only',
			$competition,
			$live_status === 'drawn' ? 'been drawn' : 'closed',
			self::tickets($numbers),
			count($numbers) === 1 ? 'stays' : 'stay'
		);
	}

	public static function voided_instant_win_note(int $ticket, string $prize): string
	{
		return sprintf('Instant win of ticket %d (%s) voided: the number is back among the unwon.', $ticket, $prize);
	}

	public static function standing_instant_win_note(int $ticket, string $prize, bool $claimed): string
	{
		return sprintf(
			'Instant win of ticket %d (%s) stands: %s.',
			$ticket,
			$prize,
			$claimed ? 'the customer has claimed the prize' : 'the prize was credited to the customer\'s site credit at the win'
		);
	}

	public static function voided_reward_win_note(int $ticket, string $prize, int $percent): string
	{
		return sprintf('Reward win of ticket %d (%s) voided: it is drawn again at the next sale past %d%% sold.', $ticket, $prize, $percent);
	}

	public static function partial_refund_note(): string
	{
		return 'Partial refund: money only. The tickets of this order stay entered; only a full refund or a cancellation releases them.';
	}

	/** @param list<string> $given_back "Title (3)": the stock WooCommerce took again and the plugin gave back */
	public static function paid_again_note(array $given_back): string
	{
		$note = 'This order\'s tickets were settled when it was refunded or cancelled: it gets no tickets again. Make a new order (or a Ticket Win order) to give the customer tickets.';
		return $given_back === [] ? $note : $note . ' The stock taken again for it is back: ' . implode(', ', $given_back) . '.';
	}

	/** @param int[] $numbers "ticket 3", "tickets 3, 17 and 42" */
	public static function tickets(array $numbers): string
	{
		return (count($numbers) === 1 ? 'ticket ' : 'tickets ') . self::numbers($numbers);
	}

	/** @param int[] $numbers "3, 17 and 42" */
	public static function numbers(array $numbers): string
	{
		$numbers = array_values(array_map('intval', $numbers));
		sort($numbers);
		if (count($numbers) <= 1) {
			return implode('', $numbers);
		}
		$last = array_pop($numbers);
		return implode(', ', $numbers) . ' and ' . $last;
	}
}
