<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Clock;
use AnglingPrizes\Schema;

/** The site-credit ledger: credit in (prizes, refunds) and out (orders paid with it), per customer, in pence. */
final class CreditLedger
{
	private static function table(): string
	{
		return Schema::table(Schema::CREDIT);
	}

	public static function add(int $user_id, string $description, int $amount_minor, int $order_id = 0, ?int $at = null): void
	{
		global $wpdb;
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (user_id, description, amount_minor, order_id, created_at) VALUES (%d, %s, %d, %d, %s)',
				self::table(),
				$user_id,
				mb_substr($description, 0, 255),
				$amount_minor,
				$order_id,
				Clock::mysql($at)
			)
		);
	}

	public static function balance_minor(int $user_id): int
	{
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare('SELECT COALESCE(SUM(amount_minor), 0) FROM %i WHERE user_id = %d', self::table(), $user_id)
		);
	}

	/**
	 * Newest first.
	 *
	 * @return list<array{description: string, amount_minor: int, created_at: int}>
	 */
	public static function entries_of(int $user_id): array
	{
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare('SELECT description, amount_minor, created_at FROM %i WHERE user_id = %d ORDER BY created_at DESC, id DESC', self::table(), $user_id),
			ARRAY_A
		);
		return array_map(
			static fn (array $row): array => [
				'description' => (string) $row['description'],
				'amount_minor' => (int) $row['amount_minor'],
				'created_at' => Clock::from_mysql($row['created_at']),
			],
			(array) $rows
		);
	}

	public static function delete_for_user(int $user_id): void
	{
		global $wpdb;
		$wpdb->query($wpdb->prepare('DELETE FROM %i WHERE user_id = %d', self::table(), $user_id));
	}
}
