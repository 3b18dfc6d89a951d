<?php

declare(strict_types=1);

namespace AnglingPrizes\Competitions;

use AnglingPrizes\Data\DrawCloses;
use AnglingPrizes\Data\DrawCommitments;
use AnglingPrizes\Data\HeldTickets;
use AnglingPrizes\Data\InstantWinTickets;
use AnglingPrizes\Data\Winners;
use AnglingPrizes\Draw\BeaconDraws;

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
	 * @param array<int, array{seed: string, commitment: string, revealed: bool, rule: string, committed_at: int}> $commitments
	 * @param array<int, array{closed_at: int, entry_list_hash: string, entry_count: int, beacon_round: int}> $closes
	 * @param array<int, bool> $drawn
	 */
	private function __construct(
		private readonly array $sold,
		private readonly array $instant,
		private readonly array $instant_names,
		private readonly array $rewards,
		private readonly array $commitments,
		private readonly array $closes,
		private readonly array $drawn,
	) {
	}

	/** @param int[] $product_ids */
	public static function load(array $product_ids): self
	{
		return new self(
			// Tickets held for orders waiting for their payment count as sold until the order is paid or cancelled.
			HeldTickets::taken_counts($product_ids),
			InstantWinTickets::for_products($product_ids),
			Winners::instant_winner_names($product_ids),
			Winners::reward_winners($product_ids),
			DrawCommitments::for_products($product_ids),
			DrawCloses::for_products($product_ids),
			Winners::main_drawn($product_ids),
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

	/** The main draw's commitment and, from the close, what it is drawn from (null: no verifiable draw). */
	public function verifiable_draw(int $product_id, string $status): ?array
	{
		return BeaconDraws::verifiable_draw($this->commitments[$product_id] ?? null, $this->closes[$product_id] ?? null, $this->drawn[$product_id] ?? false, $status);
	}
}
