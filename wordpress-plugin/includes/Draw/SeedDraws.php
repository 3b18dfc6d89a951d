<?php

declare(strict_types=1);

namespace AnglingPrizes\Draw;

use AnglingPrizes\Competitions\Catalogue;
use AnglingPrizes\Competitions\CompetitionMeta;
use AnglingPrizes\Competitions\ProductReader;
use AnglingPrizes\Data\DrawCommitments;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Data\Winners;
use AnglingPrizes\Entries\TicketHolders;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Money;
use AnglingPrizes\Rules\CompetitionRules;

/**
 * The main draw by the first rule, "seed-hmac-v1" (shared-contracts rules/drawProof.ts): the sold ticket
 * numbers sorted ascending and comma-joined, HMAC-SHA256 keyed with the committed 32-byte seed, read as one
 * big-endian number modulo the ticket count, gives the index of the winning ticket. Competitions committed
 * since rule v2 are drawn by BeaconDraws; both record the winner here.
 */
final class SeedDraws
{
	/** The index the rule picks among `count` tickets (pure; no big-number extension needed). */
	public static function winning_index(string $seed_hex, array $tickets): int
	{
		if ($tickets === []) {
			throw new \InvalidArgumentException('A draw needs at least one sold ticket.');
		}
		if (!preg_match('/^[0-9a-f]{64}$/', $seed_hex)) {
			throw new \InvalidArgumentException('A draw seed is 64 hexadecimal characters (32 bytes).');
		}
		$sorted = array_map('intval', $tickets);
		sort($sorted, SORT_NUMERIC);
		$mac = hash_hmac('sha256', implode(',', $sorted), (string) hex2bin($seed_hex), true);
		$count = count($sorted);
		$remainder = 0;
		foreach (str_split($mac) as $byte) {
			$remainder = ($remainder * 256 + ord($byte)) % $count;
		}
		return $remainder;
	}

	/** @param int[] $tickets */
	public static function winning_ticket(string $seed_hex, array $tickets): int
	{
		$sorted = array_map('intval', $tickets);
		sort($sorted, SORT_NUMERIC);
		return $sorted[self::winning_index($seed_hex, $sorted)];
	}

	/**
	 * Draws the main winner of a closed or sold-out competition by the first rule (its commitment says so: the
	 * demo's past draws, and competitions committed before rule v2). A rule v2 competition is refused: only
	 * its beacon round draws it (BeaconDraws).
	 *
	 * @return array{ticket_number: int, user_id: int, winner: string, ticket_count: int}
	 * @throws DrawRefused when the competition is open, already drawn, drawn by rule v2, or sold nothing
	 */
	public static function draw_main(int $product_id, ?int $won_at = null): array
	{
		$product = wc_get_product($product_id);
		if (!$product instanceof \WC_Product || !ProductReader::is_competition($product)) {
			throw new DrawRefused(sprintf('There is no competition %d.', $product_id));
		}
		$competition = ProductReader::read($product);
		$sold = Tickets::sold($product_id);
		if (CompetitionRules::live_status($competition, count($sold), Clock::now()) === 'open') {
			throw new DrawRefused('This competition is still open: it is drawn once it closes or sells out.');
		}
		if (Winners::main_ticket($product_id) !== null) {
			throw new DrawRefused('This competition has already been drawn.');
		}
		if ($sold === []) {
			throw new DrawRefused('This competition has no sold tickets to draw from.');
		}
		DrawCommitments::commit($product_id, BeaconDrawRule::RULE_V1);
		$commitment = DrawCommitments::of($product_id);
		if ($commitment === null) {
			throw new DrawRefused('The draw seed could not be stored.');
		}
		if ($commitment['rule'] !== BeaconDrawRule::RULE_V1) {
			throw new DrawRefused('This competition is drawn from its drand beacon round once its entries close: the draw job draws it.');
		}
		$ticket = self::winning_ticket($commitment['seed'], array_column($sold, 'ticket_number'));
		$user_id = 0;
		foreach ($sold as $row) {
			if ($row['ticket_number'] === $ticket) {
				$user_id = $row['user_id'];
			}
		}
		$winner = self::record_main_winner($product_id, $ticket, $user_id, $won_at ?? Clock::now());
		return ['ticket_number' => $ticket, 'user_id' => $user_id, 'winner' => $winner, 'ticket_count' => count($sold)];
	}

	/** Records the main winner, marks the competition drawn and reveals its seed; answers the winner's display name. */
	public static function record_main_winner(int $product_id, int $ticket, int $user_id, int $won_at): string
	{
		$product = wc_get_product($product_id);
		if (!$product instanceof \WC_Product) {
			throw new DrawRefused(sprintf('There is no competition %d.', $product_id));
		}
		$competition = ProductReader::read($product);
		$value = (float) $product->get_meta(CompetitionMeta::PRIZE_VALUE, true);
		if ($value <= 0) {
			$value = $competition->pricing->per_ticket * $competition->total_tickets * 0.6;
		}
		// The ticket's holder: a free postal entry's entrant is named by their card, as store-api's holderOfTicket.
		$order_id = 0;
		foreach (Tickets::entries($product_id) as $row) {
			if ($row['ticket_number'] === $ticket) {
				$order_id = $row['order_id'];
			}
		}
		$holder = TicketHolders::of_order($order_id, $user_id);
		$winner = $holder['name'];
		Winners::record([
			'product_id' => $product_id,
			'ticket_number' => $ticket,
			'user_id' => $user_id,
			'name' => $winner,
			'location' => $holder['location'],
			'prize' => $competition->title,
			'prize_value_minor' => Money::to_minor($value),
			'prize_type' => Winners::MAIN,
			'won_at' => $won_at,
		]);
		$product->update_meta_data(CompetitionMeta::STATUS, 'drawn');
		$product->save();
		DrawCommitments::reveal($product_id);
		Catalogue::forget();
		/** A main draw was made: notices, emails and the realtime feed hook in here. */
		do_action('angling_prizes_main_draw', $product_id, $ticket, $user_id);
		return $winner;
	}
}
