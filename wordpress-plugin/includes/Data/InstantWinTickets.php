<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Schema;

/**
 * The instant-wins table: each winning ticket number of a competition, which prize it wins and, once
 * allocated, who won it. The prizes themselves (title, value, image) are the product's meta.
 */
final class InstantWinTickets
{
	private static function table(): string
	{
		return Schema::table(Schema::INSTANT_WINS);
	}

	/**
	 * The winning numbers of several competitions.
	 *
	 * @param int[] $product_ids
	 * @return array<int, list<array{prize_id: int, ticket_number: int, user_id: int, claimed: bool, won: bool}>>
	 */
	public static function for_products(array $product_ids): array
	{
		global $wpdb;
		$ids = array_values(array_unique(array_map('intval', $product_ids)));
		if ($ids === []) {
			return [];
		}
		$placeholders = SqlIn::integers($ids);
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT product_id, prize_id, ticket_number, user_id, claimed FROM %i WHERE product_id IN ($placeholders) ORDER BY product_id, prize_id, ticket_number",
				self::table(),
				...$ids
			),
			ARRAY_A
		);
		$grouped = [];
		foreach ((array) $rows as $row) {
			$grouped[(int) $row['product_id']][] = [
				'prize_id' => (int) $row['prize_id'],
				'ticket_number' => (int) $row['ticket_number'],
				'user_id' => (int) ($row['user_id'] ?? 0),
				'claimed' => (bool) (int) $row['claimed'],
				'won' => $row['user_id'] !== null,
			];
		}
		return $grouped;
	}

	/** How many winning numbers a prize has. */
	public static function count_for_prize(int $product_id, int $prize_id): int
	{
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare('SELECT COUNT(*) FROM %i WHERE product_id = %d AND prize_id = %d', self::table(), $product_id, $prize_id)
		);
	}

	/**
	 * Gives a prize `count` winning numbers in 1..total in all, choosing the missing ones at random among the
	 * numbers no prize has yet. Numbers already chosen (won or not) are never moved.
	 */
	public static function ensure_numbers(int $product_id, int $prize_id, int $count, int $total): void
	{
		global $wpdb;
		$missing = $count - self::count_for_prize($product_id, $prize_id);
		if ($missing <= 0 || $total <= 0) {
			return;
		}
		$used = array_fill_keys(
			array_map('intval', (array) $wpdb->get_col($wpdb->prepare('SELECT ticket_number FROM %i WHERE product_id = %d', self::table(), $product_id))),
			true
		);
		$attempts = 0;
		while ($missing > 0 && count($used) < $total && $attempts < ($missing + 10) * 64) {
			$attempts++;
			$number = random_int(1, $total);
			if (isset($used[$number])) {
				continue;
			}
			$used[$number] = true;
			$inserted = $wpdb->query(
				$wpdb->prepare(
					'INSERT IGNORE INTO %i (product_id, prize_id, ticket_number) VALUES (%d, %d, %d)',
					self::table(),
					$product_id,
					$prize_id,
					$number
				)
			);
			if ($inserted === 1) {
				$missing--;
			}
		}
	}

	/** Sets a prize's winning numbers exactly (the demo import), keeping numbers already won. */
	public static function set_numbers(int $product_id, int $prize_id, array $numbers): void
	{
		global $wpdb;
		$wpdb->query(
			$wpdb->prepare('DELETE FROM %i WHERE product_id = %d AND prize_id = %d AND user_id IS NULL', self::table(), $product_id, $prize_id)
		);
		foreach ($numbers as $number) {
			$wpdb->query(
				$wpdb->prepare(
					'INSERT IGNORE INTO %i (product_id, prize_id, ticket_number) VALUES (%d, %d, %d)',
					self::table(),
					$product_id,
					$prize_id,
					(int) $number
				)
			);
		}
	}

	/**
	 * Marks the winning numbers among freshly allocated ones as won by this customer and returns them.
	 *
	 * @param int[] $numbers
	 * @return list<array{prize_id: int, ticket_number: int}>
	 */
	public static function claim_among(int $product_id, array $numbers, int $user_id, int $order_id): array
	{
		global $wpdb;
		if ($numbers === []) {
			return [];
		}
		$placeholders = SqlIn::integers($numbers);
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT prize_id, ticket_number FROM %i WHERE product_id = %d AND user_id IS NULL AND ticket_number IN ($placeholders)",
				self::table(),
				$product_id,
				...array_map('intval', $numbers)
			),
			ARRAY_A
		);
		$won = [];
		foreach ((array) $rows as $row) {
			$updated = $wpdb->query(
				$wpdb->prepare(
					'UPDATE %i SET user_id = %d, order_id = %d, won_at = %s WHERE product_id = %d AND ticket_number = %d AND user_id IS NULL',
					self::table(),
					$user_id,
					$order_id,
					Clock::mysql(),
					$product_id,
					(int) $row['ticket_number']
				)
			);
			if ($updated === 1) {
				$won[] = ['prize_id' => (int) $row['prize_id'], 'ticket_number' => (int) $row['ticket_number']];
			}
		}
		return $won;
	}

	/**
	 * The winning numbers an order won in one competition, their rows locked until the transaction ends.
	 *
	 * @return list<array{prize_id: int, ticket_number: int, claimed: bool}>
	 */
	public static function won_by_order_for_update(int $product_id, int $order_id): array
	{
		return self::won_by_order($product_id, $order_id, true);
	}

	/**
	 * The winning numbers an order won in one competition (`$lock`: their rows locked until the transaction ends).
	 *
	 * @return list<array{prize_id: int, ticket_number: int, claimed: bool}>
	 */
	public static function won_by_order(int $product_id, int $order_id, bool $lock = false): array
	{
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT prize_id, ticket_number, claimed FROM %i WHERE product_id = %d AND order_id = %d ORDER BY ticket_number' . ($lock ? ' FOR UPDATE' : ''),
				self::table(),
				$product_id,
				$order_id
			),
			ARRAY_A
		);
		return array_map(
			static fn (array $row): array => ['prize_id' => (int) $row['prize_id'], 'ticket_number' => (int) $row['ticket_number'], 'claimed' => (bool) (int) $row['claimed']],
			(array) $rows
		);
	}

	/**
	 * Voids a win: the winning number goes back among the unwon, and whoever is allocated it next wins it.
	 *
	 * @throws \RuntimeException when the database refused
	 */
	public static function return_to_pool(int $product_id, int $ticket_number, int $order_id): void
	{
		global $wpdb;
		$updated = $wpdb->query(
			$wpdb->prepare(
				'UPDATE %i SET user_id = NULL, order_id = NULL, won_at = NULL, claimed = 0 WHERE product_id = %d AND ticket_number = %d AND order_id = %d',
				self::table(),
				$product_id,
				$ticket_number,
				$order_id
			)
		);
		if ($updated === false) {
			throw new \RuntimeException('An instant win could not be voided: ' . $wpdb->last_error);
		}
	}
}
