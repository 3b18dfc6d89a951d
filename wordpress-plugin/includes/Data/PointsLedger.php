<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Schema;

/** The points ledger: loyalty points earned (1 per whole pound spent) and redeemed, per customer. */
final class PointsLedger
{
	private static function table(): string
	{
		return Schema::table(Schema::POINTS);
	}

	public static function add(int $user_id, string $description, string $type, int $points, int $order_id = 0, ?int $at = null): void
	{
		global $wpdb;
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (user_id, description, type, points, order_id, created_at) VALUES (%d, %s, %s, %d, %d, %s)',
				self::table(),
				$user_id,
				mb_substr($description, 0, 255),
				mb_substr($type, 0, 40),
				$points,
				$order_id,
				Clock::mysql($at)
			)
		);
	}

	/** @return array{points: int, entries: int} */
	public static function balance_of(int $user_id): array
	{
		global $wpdb;
		$row = $wpdb->get_row(
			$wpdb->prepare('SELECT COALESCE(SUM(points), 0) AS total, COUNT(*) AS n FROM %i WHERE user_id = %d', self::table(), $user_id),
			ARRAY_A
		);
		return ['points' => (int) ($row['total'] ?? 0), 'entries' => (int) ($row['n'] ?? 0)];
	}

	/**
	 * One page of entries, newest first.
	 *
	 * @return list<array{description: string, type: string, points: int, created_at: int}>
	 */
	public static function entries_of(int $user_id, int $limit, int $offset): array
	{
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT description, type, points, created_at FROM %i WHERE user_id = %d ORDER BY created_at DESC, id DESC LIMIT %d OFFSET %d',
				self::table(),
				$user_id,
				$limit,
				$offset
			),
			ARRAY_A
		);
		return array_map(
			static fn (array $row): array => [
				'description' => (string) $row['description'],
				'type' => (string) $row['type'],
				'points' => (int) $row['points'],
				'created_at' => Clock::from_mysql($row['created_at']),
			],
			(array) $rows
		);
	}

	public static function has_entry_for_order(int $user_id, int $order_id, string $type): bool
	{
		global $wpdb;
		return $wpdb->get_var(
			$wpdb->prepare('SELECT 1 FROM %i WHERE user_id = %d AND order_id = %d AND type = %s LIMIT 1', self::table(), $user_id, $order_id, $type)
		) !== null;
	}

	public static function delete_for_user(int $user_id): void
	{
		global $wpdb;
		$wpdb->query($wpdb->prepare('DELETE FROM %i WHERE user_id = %d', self::table(), $user_id));
	}
}
