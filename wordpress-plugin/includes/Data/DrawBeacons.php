<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Schema;

/** The verified beacon round each rule v2 draw was made with, and the relay that answered it first. */
final class DrawBeacons
{
	private static function table(): string
	{
		return Schema::table(Schema::DRAW_BEACONS);
	}

	/** @return array{round: int, signature: string, randomness: string, relay: string}|null */
	public static function of(int $product_id): ?array
	{
		global $wpdb;
		$row = $wpdb->get_row($wpdb->prepare('SELECT round, signature, randomness, relay FROM %i WHERE product_id = %d', self::table(), $product_id), ARRAY_A);
		if (!is_array($row)) {
			return null;
		}
		return ['round' => (int) $row['round'], 'signature' => (string) $row['signature'], 'randomness' => (string) $row['randomness'], 'relay' => (string) $row['relay']];
	}

	/** Keeps a verified beacon (inside the draw's transaction); false when the draw already has one. */
	public static function store(int $product_id, int $round, string $signature, string $randomness, string $relay, int $now): bool
	{
		global $wpdb;
		$stored = $wpdb->query(
			$wpdb->prepare(
				'INSERT IGNORE INTO %i (product_id, round, signature, randomness, relay, fetched_at) VALUES (%d, %d, %s, %s, %s, %s)',
				self::table(),
				$product_id,
				$round,
				$signature,
				$randomness,
				$relay,
				Clock::mysql($now)
			)
		);
		return $stored === 1;
	}
}
