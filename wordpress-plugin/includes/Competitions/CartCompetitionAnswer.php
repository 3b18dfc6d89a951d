<?php

declare(strict_types=1);

namespace AnglingPrizes\Competitions;

use AnglingPrizes\Rules\CompetitionRules;

/** The competition each Store API cart line carries in the plugin's extension data (shared-contracts CartCompetitionSchema). */
final class CartCompetitionAnswer
{
	public static function of(Competition $competition, int $sold, int $now): array
	{
		return [
			'id' => $competition->id,
			'title' => $competition->title,
			'image' => $competition->showing->image,
			'price_per_ticket' => $competition->pricing->at($now),
			'max_ticket_per_user' => $competition->max_per_user,
			'total_sell_tickets' => $competition->total_tickets,
			'total_ticket_sold' => $sold,
			'category' => $competition->showing->category,
			'draw_date' => $competition->schedule->draw_date,
			'draw_time' => $competition->schedule->draw_time,
			'status' => CompetitionRules::live_status($competition, $sold, $now),
			'closing_date' => $competition->schedule->closing_date,
			'closing_time' => $competition->schedule->closing_time,
			'disable_tickets' => $competition->disable_tickets,
		];
	}
}
