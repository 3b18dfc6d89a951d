<?php

declare(strict_types=1);

namespace AnglingPrizes;

use AnglingPrizes\Data\DrawCommitments;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Data\Winners;

/**
 * The main draw of a closed competition by the published rule (shared-contracts rules/drawProof.ts): the
 * sold ticket numbers sorted ascending and comma-joined, HMAC-SHA256 keyed with the committed 32-byte seed,
 * read as one big-endian number modulo the ticket count, gives the index of the winning ticket. The winner
 * is recorded, the competition marked drawn and the seed revealed.
 */
final class Draws
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
	 * Draws the main winner of a competition that has closed or sold out.
	 *
	 * @return array{ticket_number: int, user_id: int, winner: string, ticket_count: int}
	 * @throws \RuntimeException when the competition is open, already drawn, or sold nothing
	 */
	public static function draw_main(int $product_id, ?int $won_at = null): array
	{
		$product = wc_get_product($product_id);
		if (!$product instanceof \WC_Product || !Competition::is_competition($product)) {
			throw new \RuntimeException(sprintf('There is no competition %d.', $product_id));
		}
		$competition = Competition::from_product($product);
		$sold = Tickets::sold($product_id);
		if ($competition->live_status(count($sold), Clock::now()) === 'open') {
			throw new \RuntimeException('This competition is still open: it is drawn once it closes or sells out.');
		}
		if (Winners::main_ticket($product_id) !== null) {
			throw new \RuntimeException('This competition has already been drawn.');
		}
		if ($sold === []) {
			throw new \RuntimeException('This competition has no sold tickets to draw from.');
		}
		DrawCommitments::commit($product_id);
		$commitment = DrawCommitments::of($product_id);
		if ($commitment === null) {
			throw new \RuntimeException('The draw seed could not be stored.');
		}
		$numbers = array_column($sold, 'ticket_number');
		$ticket = self::winning_ticket($commitment['seed'], $numbers);
		$user_id = 0;
		foreach ($sold as $row) {
			if ($row['ticket_number'] === $ticket) {
				$user_id = $row['user_id'];
			}
		}
		$value = (float) $product->get_meta(Competition::META_PRIZE_VALUE, true);
		if ($value <= 0) {
			$value = $competition->price_per_ticket * $competition->total_tickets * 0.6;
		}
		$winner = Customers::display_name($user_id);
		Winners::record([
			'product_id' => $product_id,
			'ticket_number' => $ticket,
			'user_id' => $user_id,
			'name' => $winner,
			'location' => Customers::location($user_id),
			'prize' => $competition->title,
			'prize_value_minor' => Money::to_minor($value),
			'prize_type' => Winners::MAIN,
			'won_at' => $won_at ?? Clock::now(),
		]);
		$product->update_meta_data(Competition::META_STATUS, 'drawn');
		$product->save();
		DrawCommitments::reveal($product_id);
		Catalogue::forget();
		/** A main draw was made: notices, emails and the realtime feed hook in here. */
		do_action('angling_prizes_main_draw', $product_id, $ticket, $user_id);
		return ['ticket_number' => $ticket, 'user_id' => $user_id, 'winner' => $winner, 'ticket_count' => count($sold)];
	}
}
