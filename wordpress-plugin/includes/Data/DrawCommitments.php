<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Schema;

/**
 * Verifiable draws (shared-contracts rules/drawProof.ts): each competition gets a secret random 32-byte seed
 * when it is created; its commitment, SHA-256 of the seed bytes, is published once the competition closes,
 * the seed itself only after the main draw, which picks the winner from it.
 */
final class DrawCommitments
{
	private static function table(): string
	{
		return Schema::table(Schema::DRAW_COMMITMENTS);
	}

	/** Gives the competition its seed and commitment unless it has them (a seed is never replaced). */
	public static function commit(int $product_id): void
	{
		global $wpdb;
		$bytes = random_bytes(32);
		$wpdb->query(
			$wpdb->prepare(
				'INSERT IGNORE INTO %i (product_id, seed, commitment, revealed) VALUES (%d, %s, %s, 0)',
				self::table(),
				$product_id,
				bin2hex($bytes),
				hash('sha256', $bytes)
			)
		);
	}

	/** @return array{seed: string, commitment: string, revealed: bool}|null */
	public static function of(int $product_id): ?array
	{
		global $wpdb;
		$row = $wpdb->get_row($wpdb->prepare('SELECT seed, commitment, revealed FROM %i WHERE product_id = %d', self::table(), $product_id), ARRAY_A);
		if (!is_array($row)) {
			return null;
		}
		return ['seed' => (string) $row['seed'], 'commitment' => (string) $row['commitment'], 'revealed' => (bool) (int) $row['revealed']];
	}

	public static function reveal(int $product_id): void
	{
		global $wpdb;
		$wpdb->query($wpdb->prepare('UPDATE %i SET revealed = 1 WHERE product_id = %d', self::table(), $product_id));
	}
}
