<?php

declare(strict_types=1);

namespace AnglingPrizes\Competitions;

use AnglingPrizes\Infrastructure\Clock;

/** A ticket's price, and WooCommerce's sale price with its window as UK local dates and times. */
final class Pricing
{
	public function __construct(
		public readonly float $per_ticket,
		public readonly ?float $sale_price = null,
		public readonly string $sale_start_date = '',
		public readonly string $sale_start_time = '',
		public readonly string $sale_end_date = '',
		public readonly string $sale_end_time = '',
	) {
	}

	/** What one ticket costs at `$now`: the sale price inside its window when lower, else the price. */
	public function at(int $now): float
	{
		if ($this->sale_price === null || $this->sale_price < 0 || !($this->sale_price < $this->per_ticket)) {
			return $this->per_ticket;
		}
		$start = Clock::uk_moment($this->sale_start_date, $this->sale_start_time !== '' ? $this->sale_start_time : '00:00');
		$end = Clock::uk_moment($this->sale_end_date, $this->sale_end_time !== '' ? $this->sale_end_time : '23:59');
		return $start !== null && $end !== null && $now >= $start && $now <= $end ? $this->sale_price : $this->per_ticket;
	}
}
