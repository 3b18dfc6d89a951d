<?php

declare(strict_types=1);

namespace AnglingPrizes\Competitions;

/** How a competition is shown: its text, artwork, category and the display switches an operator sets. */
final class Showing
{
	/** @param list<string> $gallery_images */
	public function __construct(
		public readonly string $description = '',
		public readonly string $category = '',
		public readonly string $image = '',
		public readonly array $gallery_images = [],
		public readonly int $created_at = 0,
		public readonly bool $featured = false,
		public readonly bool $hide_ticket_count = false,
		public readonly bool $hide_timer = false,
		public readonly bool $live_draw = false,
		public readonly string $live_draw_info = '',
	) {
	}
}
