<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Draw\BeaconDrawRule;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Schema;

/**
 * Verifiable draws: each competition gets a secret random 32-byte seed when it is created, and its
 * commitment, SHA-256 of the seed bytes, is published with it from then on; the seed only after the main
 * draw. `rule` says which rule draws it: rule v2 (BeaconDrawRule, the seed with the drand beacon) for every
 * competition created since the plugin had it, the first rule (Draws::winning_ticket) for older ones, whose
 * rows the schema migration marks so.
 */
final class DrawCommitments
{
	private static function table(): string
	{
		return Schema::table(Schema::DRAW_COMMITMENTS);
	}

	/** Gives the competition its seed and commitment unless it has them (a seed, and its rule, are never replaced). */
	public static function commit(int $product_id, string $rule = BeaconDrawRule::RULE_V2, ?int $now = null): void
	{
		global $wpdb;
		$bytes = random_bytes(32);
		$wpdb->query(
			$wpdb->prepare(
				'INSERT IGNORE INTO %i (product_id, seed, commitment, revealed, rule, committed_at) VALUES (%d, %s, %s, 0, %s, %d)',
				self::table(),
				$product_id,
				bin2hex($bytes),
				hash('sha256', $bytes),
				$rule,
				$now ?? Clock::now()
			)
		);
	}

	/** Dates a commitment not yet revealed at the moment its competition opened (an import of older competitions). */
	public static function date_new_commitment(int $product_id, int $opened_at): void
	{
		global $wpdb;
		$wpdb->query(
			$wpdb->prepare('UPDATE %i SET committed_at = %d WHERE product_id = %d AND revealed = 0', self::table(), $opened_at, $product_id)
		);
	}

	/** @return array{seed: string, commitment: string, revealed: bool, rule: string, committed_at: int}|null */
	public static function of(int $product_id): ?array
	{
		return self::for_products([$product_id])[$product_id] ?? null;
	}

	/**
	 * The commitments of a set of competitions, by product id (one query).
	 *
	 * @param int[] $product_ids
	 * @return array<int, array{seed: string, commitment: string, revealed: bool, rule: string, committed_at: int}>
	 */
	public static function for_products(array $product_ids): array
	{
		global $wpdb;
		if ($product_ids === []) {
			return [];
		}
		$placeholders = SqlIn::integers($product_ids);
		$rows = $wpdb->get_results(
			$wpdb->prepare("SELECT product_id, seed, commitment, revealed, rule, committed_at FROM %i WHERE product_id IN ($placeholders)", self::table(), ...$product_ids),
			ARRAY_A
		);
		$by_product = [];
		foreach ((array) $rows as $row) {
			$by_product[(int) $row['product_id']] = [
				'seed' => (string) $row['seed'],
				'commitment' => (string) $row['commitment'],
				'revealed' => (bool) (int) $row['revealed'],
				'rule' => $row['rule'] === BeaconDrawRule::RULE_V2 ? BeaconDrawRule::RULE_V2 : BeaconDrawRule::RULE_V1,
				'committed_at' => (int) $row['committed_at'],
			];
		}
		return $by_product;
	}

	public static function reveal(int $product_id): void
	{
		global $wpdb;
		$wpdb->query($wpdb->prepare('UPDATE %i SET revealed = 1 WHERE product_id = %d', self::table(), $product_id));
	}
}
