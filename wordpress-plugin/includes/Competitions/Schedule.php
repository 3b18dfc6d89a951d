<?php

declare(strict_types=1);

namespace AnglingPrizes\Competitions;

use AnglingPrizes\Infrastructure\Clock;

/** When a competition closes and is drawn: UK local dates (YYYY-MM-DD) and times (HH:MM), '' when unset. */
final class Schedule
{
	public function __construct(
		public readonly string $draw_date,
		public readonly string $draw_time,
		public readonly string $closing_date,
		public readonly string $closing_time,
	) {
	}

	/** When the main draw happens, in epoch seconds; null without a draw date. */
	public function draw_moment(): ?int
	{
		return Clock::uk_moment($this->draw_date, $this->draw_time);
	}
}
