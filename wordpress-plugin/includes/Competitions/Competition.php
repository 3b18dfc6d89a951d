<?php

declare(strict_types=1);

namespace AnglingPrizes\Competitions;

/**
 * A competition as the plugin reasons about it: a WooCommerce simple, virtual product with stock managed
 * (stock = tickets left) and the storefront's competition fields as product meta (CompetitionMeta), read by
 * ProductReader. Its rules are CompetitionRules'; its answers CompetitionAnswer's and CartCompetitionAnswer's.
 */
final class Competition
{
	/** Stored statuses an admin sets; `sold_out` and `closed` are also worked out live (CompetitionRules). */
	public const STATUSES = ['open', 'closed', 'drawn'];

	/**
	 * @param list<array{id: int, title: string, prize_value: float, image: string, count: int, paid_as: string}> $instant_wins
	 * @param list<array{id: int, title: string, prize_value: float, image: string, percent: int}> $reward_wins
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $title,
		/** One of STATUSES. */
		public readonly string $stored_status,
		/** Published: a draft, private or trashed product sells nothing. */
		public readonly bool $purchasable,
		/** Sales paused by the operator. */
		public readonly bool $disable_tickets,
		public readonly int $total_tickets,
		public readonly int $max_per_user,
		public readonly Schedule $schedule,
		public readonly Pricing $pricing,
		public readonly Question $question,
		public readonly Showing $showing,
		public readonly array $instant_wins = [],
		public readonly array $reward_wins = [],
	) {
	}
}
