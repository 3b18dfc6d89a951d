<?php

declare(strict_types=1);

namespace AnglingPrizes\Rules;

use AnglingPrizes\Competitions\Competition;

/** A competition's status and whether it sells, from what is stored, the tickets sold and the clock (pure). */
final class CompetitionRules
{
	/** The stored status with what the sales and the clock say: open becomes sold_out or closed. */
	public static function live_status(Competition $competition, int $sold, int $now): string
	{
		$status = $competition->stored_status;
		if ($status === 'open' && $competition->total_tickets > 0 && $sold >= $competition->total_tickets) {
			$status = 'sold_out';
		}
		$draw = $competition->schedule->draw_moment();
		if ($status === 'open' && $draw !== null && $draw <= $now) {
			$status = 'closed';
		}
		return $status;
	}

	/** Whether tickets can be bought now. */
	public static function is_on_sale(Competition $competition, int $sold, int $now): bool
	{
		return self::live_status($competition, $sold, $now) === 'open' && !$competition->disable_tickets && $competition->purchasable;
	}
}
