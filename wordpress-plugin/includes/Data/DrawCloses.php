<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Infrastructure\Schema;

/**
 * What a rule v2 draw published when its entries closed (BeaconDrawRule): the entry list's canonical text,
 * its SHA-256 and count, the moment, and round R. Written once, never changed.
 */
final class DrawCloses
{
	private static function table(): string
	{
		return Schema::table(Schema::DRAW_CLOSES);
	}

	/** @return array{closed_at: int, entry_list_hash: string, entry_count: int, beacon_round: int}|null */
	public static function of(int $product_id): ?array
	{
		return self::for_products([$product_id])[$product_id] ?? null;
	}

	/**
	 * @param int[] $product_ids
	 * @return array<int, array{closed_at: int, entry_list_hash: string, entry_count: int, beacon_round: int}>
	 */
	public static function for_products(array $product_ids): array
	{
		global $wpdb;
		if ($product_ids === []) {
			return [];
		}
		$placeholders = SqlIn::integers($product_ids);
		$rows = $wpdb->get_results(
			$wpdb->prepare("SELECT product_id, closed_at, entry_list_hash, entry_count, beacon_round FROM %i WHERE product_id IN ($placeholders)", self::table(), ...$product_ids),
			ARRAY_A
		);
		$by_product = [];
		foreach ((array) $rows as $row) {
			$by_product[(int) $row['product_id']] = [
				'closed_at' => (int) $row['closed_at'],
				'entry_list_hash' => (string) $row['entry_list_hash'],
				'entry_count' => (int) $row['entry_count'],
				'beacon_round' => (int) $row['beacon_round'],
			];
		}
		return $by_product;
	}

	/** The entry list's canonical text as published (null before the close). */
	public static function entry_list(int $product_id): ?string
	{
		global $wpdb;
		$text = $wpdb->get_var($wpdb->prepare('SELECT entry_list FROM %i WHERE product_id = %d', self::table(), $product_id));
		return is_string($text) ? $text : null;
	}

	/** Writes the close unless one is written; answers whether this call wrote it. */
	public static function write(int $product_id, int $closed_at, string $entry_list, int $entry_count, int $beacon_round): bool
	{
		global $wpdb;
		$written = $wpdb->query(
			$wpdb->prepare(
				'INSERT IGNORE INTO %i (product_id, closed_at, entry_list, entry_list_hash, entry_count, beacon_round) VALUES (%d, %d, %s, %s, %d, %d)',
				self::table(),
				$product_id,
				$closed_at,
				$entry_list,
				hash('sha256', $entry_list),
				$entry_count,
				$beacon_round
			)
		);
		return $written === 1;
	}

	/**
	 * Rule v2 competitions closed with entries, not drawn yet, with their round R (drawn ones have a beacon).
	 *
	 * @return list<array{product_id: int, beacon_round: int, next_attempt_at: int}>
	 */
	public static function undrawn(): array
	{
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT c.product_id, c.beacon_round, COALESCE(a.next_attempt_at, 0) AS next_attempt_at FROM %i c
				LEFT JOIN %i b ON b.product_id = c.product_id
				LEFT JOIN %i a ON a.product_id = c.product_id
				WHERE c.entry_count > 0 AND b.product_id IS NULL ORDER BY c.beacon_round, c.product_id',
				self::table(),
				Schema::table(Schema::DRAW_BEACONS),
				Schema::table(Schema::DRAW_ATTEMPTS)
			),
			ARRAY_A
		);
		return array_map(
			static fn (array $row): array => ['product_id' => (int) $row['product_id'], 'beacon_round' => (int) $row['beacon_round'], 'next_attempt_at' => (int) $row['next_attempt_at']],
			(array) $rows
		);
	}
}
