<?php

declare(strict_types=1);

namespace AnglingPrizes;

use AnglingPrizes\Data\InstantWinTickets;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Data\Winners;

/**
 * What the tables know about a set of competitions (sold counts, instant-win numbers and their winners,
 * reward winners), read with one query each for the whole set, never one per competition.
 */
final class CatalogueFacts
{
	/**
	 * @param array<int, int> $sold
	 * @param array<int, list<array{prize_id: int, ticket_number: int, user_id: int, claimed: bool}>> $instant
	 * @param array<int, array<int, string>> $instant_names
	 * @param array<int, array<int, array{ticket_number: int, user: string}>> $rewards
	 */
	private function __construct(
		private readonly array $sold,
		private readonly array $instant,
		private readonly array $instant_names,
		private readonly array $rewards,
	) {
	}

	/** @param int[] $product_ids */
	public static function load(array $product_ids): self
	{
		return new self(
			Tickets::sold_counts($product_ids),
			InstantWinTickets::for_products($product_ids),
			Winners::instant_winner_names($product_ids),
			Winners::reward_winners($product_ids),
		);
	}

	public function sold(int $product_id): int
	{
		return $this->sold[$product_id] ?? 0;
	}

	/** @return list<array{prize_id: int, ticket_number: int, user_id: int, claimed: bool}> */
	public function instant_tickets(int $product_id): array
	{
		return $this->instant[$product_id] ?? [];
	}

	/** @return array<int, string> */
	public function instant_winner_names(int $product_id): array
	{
		return $this->instant_names[$product_id] ?? [];
	}

	/** @return array<int, array{ticket_number: int, user: string}> */
	public function reward_winners(int $product_id): array
	{
		return $this->rewards[$product_id] ?? [];
	}
}
