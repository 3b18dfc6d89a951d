<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Schema;

/**
 * The tickets table: one row per allocated ticket number, unique per competition (product). A competition's
 * sold count is the number of its rows, so it cannot drift from what was really allocated.
 */
final class Tickets
{
	private static function table(): string
	{
		return Schema::table(Schema::TICKETS);
	}

	/**
	 * Sold counts of several competitions at once.
	 *
	 * @param int[] $product_ids
	 * @return array<int, int> product id => tickets sold
	 */
	public static function sold_counts(array $product_ids): array
	{
		global $wpdb;
		$ids = array_values(array_unique(array_map('intval', $product_ids)));
		if ($ids === []) {
			return [];
		}
		$placeholders = SqlIn::integers($ids);
		$rows = $wpdb->get_results(
			$wpdb->prepare("SELECT product_id, COUNT(*) AS sold FROM %i WHERE product_id IN ($placeholders) GROUP BY product_id", self::table(), ...$ids),
			ARRAY_A
		);
		$counts = array_fill_keys($ids, 0);
		foreach ((array) $rows as $row) {
			$counts[(int) $row['product_id']] = (int) $row['sold'];
		}
		return $counts;
	}

	public static function sold_count(int $product_id): int
	{
		return self::sold_counts([$product_id])[$product_id] ?? 0;
	}

	/** How many tickets of a competition one customer holds. */
	public static function count_of_user(int $product_id, int $user_id): int
	{
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare('SELECT COUNT(*) FROM %i WHERE product_id = %d AND user_id = %d', self::table(), $product_id, $user_id)
		);
	}

	/**
	 * A competition's sold ticket numbers with their owners, ascending.
	 *
	 * @return list<array{ticket_number: int, user_id: int}>
	 */
	public static function sold(int $product_id): array
	{
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare('SELECT ticket_number, user_id FROM %i WHERE product_id = %d ORDER BY ticket_number', self::table(), $product_id),
			ARRAY_A
		);
		return array_map(
			static fn (array $row): array => ['ticket_number' => (int) $row['ticket_number'], 'user_id' => (int) $row['user_id']],
			(array) $rows
		);
	}

	/**
	 * A competition's entries as a draw lists them: each ticket with its order and owner, ascending.
	 *
	 * @return list<array{ticket_number: int, order_id: int, user_id: int}>
	 */
	public static function entries(int $product_id): array
	{
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare('SELECT ticket_number, order_id, user_id FROM %i WHERE product_id = %d ORDER BY ticket_number', self::table(), $product_id),
			ARRAY_A
		);
		return array_map(
			static fn (array $row): array => ['ticket_number' => (int) $row['ticket_number'], 'order_id' => (int) $row['order_id'], 'user_id' => (int) $row['user_id']],
			(array) $rows
		);
	}

	/** @return int[] */
	public static function sold_numbers(int $product_id): array
	{
		return array_column(self::sold($product_id), 'ticket_number');
	}

	/**
	 * A customer's ticket numbers grouped by competition.
	 *
	 * @return array<int, int[]> product id => ascending ticket numbers
	 */
	public static function numbers_by_competition_of(int $user_id): array
	{
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare('SELECT product_id, ticket_number FROM %i WHERE user_id = %d ORDER BY product_id, ticket_number', self::table(), $user_id),
			ARRAY_A
		);
		$groups = [];
		foreach ((array) $rows as $row) {
			$groups[(int) $row['product_id']][] = (int) $row['ticket_number'];
		}
		return $groups;
	}

	/**
	 * An order's ticket numbers grouped by competition.
	 *
	 * @return array<int, int[]>
	 */
	public static function numbers_of_order(int $order_id): array
	{
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare('SELECT product_id, ticket_number FROM %i WHERE order_id = %d ORDER BY product_id, ticket_number', self::table(), $order_id),
			ARRAY_A
		);
		$groups = [];
		foreach ((array) $rows as $row) {
			$groups[(int) $row['product_id']][] = (int) $row['ticket_number'];
		}
		return $groups;
	}

	/**
	 * An order's ticket numbers of one competition, ascending, their rows locked until the transaction ends: a
	 * release of the same order running at the same time waits, then finds none.
	 *
	 * @return int[]
	 */
	public static function numbers_of_order_for_update(int $product_id, int $order_id): array
	{
		global $wpdb;
		$numbers = $wpdb->get_col(
			$wpdb->prepare('SELECT ticket_number FROM %i WHERE product_id = %d AND order_id = %d ORDER BY ticket_number FOR UPDATE', self::table(), $product_id, $order_id)
		);
		return array_map('intval', (array) $numbers);
	}

	/**
	 * Releases an order's tickets of one competition: they leave the entry list and the numbers can be sold
	 * again. Returns how many were released.
	 *
	 * @throws \RuntimeException when the database refused
	 */
	public static function release_order(int $product_id, int $order_id): int
	{
		global $wpdb;
		$deleted = $wpdb->query($wpdb->prepare('DELETE FROM %i WHERE product_id = %d AND order_id = %d', self::table(), $product_id, $order_id));
		if ($deleted === false) {
			throw new \RuntimeException('The tickets could not be released: ' . $wpdb->last_error);
		}
		return (int) $deleted;
	}

	/**
	 * Picks `quantity` distinct unsold numbers in 1..total, uniformly at random (random_int): drawn and redrawn
	 * while most are unsold, sampled from the list of unsold numbers when the competition is nearly sold out.
	 * Fewer than asked only when the competition has fewer left.
	 *
	 * @param array<int, true> $taken numbers already sold
	 * @return int[] ascending
	 */
	public static function pick_unsold(int $total, int $quantity, array $taken): array
	{
		$free = $total - count($taken);
		$quantity = max(0, min($quantity, $free));
		$picked = [];
		if ($quantity === 0) {
			return [];
		}
		if ($free >= 2 * count($taken) && $quantity * 4 <= $free) {
			while (count($picked) < $quantity) {
				$number = random_int(1, $total);
				if (!isset($taken[$number]) && !isset($picked[$number])) {
					$picked[$number] = true;
				}
			}
			$numbers = array_keys($picked);
		} else {
			$unsold = [];
			for ($number = 1; $number <= $total; $number++) {
				if (!isset($taken[$number])) {
					$unsold[] = $number;
				}
			}
			// Partial Fisher-Yates: the first `quantity` places get a uniform random sample.
			$count = count($unsold);
			for ($index = 0; $index < $quantity; $index++) {
				$swap = random_int($index, $count - 1);
				[$unsold[$index], $unsold[$swap]] = [$unsold[$swap], $unsold[$index]];
			}
			$numbers = array_slice($unsold, 0, $quantity);
		}
		sort($numbers);
		return $numbers;
	}

	/**
	 * Allocates `quantity` unsold numbers to an order and records them. The UNIQUE (product_id, ticket_number)
	 * key settles a race: a number another request took first is refused by the database and the missing
	 * ones are picked again. Returns the numbers, ascending; fewer than asked only when the competition ran out.
	 *
	 * @return int[]
	 */
	public static function allocate(int $product_id, int $total, int $quantity, int $order_id, int $user_id): array
	{
		global $wpdb;
		$allocated = [];
		for ($round = 0; $round < 5 && count($allocated) < $quantity; $round++) {
			$taken = array_fill_keys(self::sold_numbers($product_id), true);
			$candidates = self::pick_unsold($total, $quantity - count($allocated), $taken);
			if ($candidates === []) {
				break;
			}
			foreach ($candidates as $number) {
				$inserted = $wpdb->query(
					$wpdb->prepare(
						'INSERT IGNORE INTO %i (product_id, ticket_number, order_id, user_id, created_at) VALUES (%d, %d, %d, %d, %s)',
						self::table(),
						$product_id,
						$number,
						$order_id,
						$user_id,
						Clock::mysql()
					)
				);
				if ($inserted === 1) {
					$allocated[] = $number;
				}
			}
		}
		sort($allocated);
		return $allocated;
	}

	/**
	 * Records numbers chosen elsewhere (the demo import). Numbers already taken are skipped.
	 *
	 * @param int[] $numbers
	 */
	public static function record(int $product_id, array $numbers, int $order_id, int $user_id): void
	{
		global $wpdb;
		foreach (array_chunk($numbers, 500) as $chunk) {
			$values = [];
			$args = [self::table()];
			foreach ($chunk as $number) {
				$values[] = '(%d, %d, %d, %d, %s)';
				array_push($args, $product_id, (int) $number, $order_id, $user_id, Clock::mysql());
			}
			$wpdb->query(
				$wpdb->prepare(
					'INSERT IGNORE INTO %i (product_id, ticket_number, order_id, user_id, created_at) VALUES ' . implode(', ', $values),
					...$args
				)
			);
		}
	}
}
