<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Infrastructure\Schema;

/**
 * A rule v2 draw whose beacon round was not to be had: how often it was tried, when it is tried next and
 * why the last try failed. A late beacon is asked for again 2 s after the first failure, doubling up to
 * 5 minutes, for as long as it takes; the draw never moves to another round.
 */
final class DrawAttempts
{
	public const FIRST_RETRY_MS = 2_000;
	public const MAX_RETRY_MS = 300_000;

	private static function table(): string
	{
		return Schema::table(Schema::DRAW_ATTEMPTS);
	}

	/** @return array{attempts: int, next_attempt_at: int, last_error: string}|null next_attempt_at in epoch ms */
	public static function of(int $product_id): ?array
	{
		global $wpdb;
		$row = $wpdb->get_row($wpdb->prepare('SELECT attempts, next_attempt_at, last_error FROM %i WHERE product_id = %d', self::table(), $product_id), ARRAY_A);
		if (!is_array($row)) {
			return null;
		}
		return ['attempts' => (int) $row['attempts'], 'next_attempt_at' => (int) $row['next_attempt_at'], 'last_error' => (string) $row['last_error']];
	}

	/** The wait after the nth failed attempt, in ms. */
	public static function backoff_ms(int $attempts): int
	{
		return min(self::MAX_RETRY_MS, self::FIRST_RETRY_MS * 2 ** min($attempts - 1, 20));
	}

	/** @return array{attempts: int, next_attempt_at: int, last_error: string} */
	public static function record_failure(int $product_id, int $now_ms, string $error): array
	{
		global $wpdb;
		$attempts = (self::of($product_id)['attempts'] ?? 0) + 1;
		$next = ['attempts' => $attempts, 'next_attempt_at' => $now_ms + self::backoff_ms($attempts), 'last_error' => $error];
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (product_id, attempts, next_attempt_at, last_error) VALUES (%d, %d, %d, %s)
				ON DUPLICATE KEY UPDATE attempts = VALUES(attempts), next_attempt_at = VALUES(next_attempt_at), last_error = VALUES(last_error)',
				self::table(),
				$product_id,
				$next['attempts'],
				$next['next_attempt_at'],
				$next['last_error']
			)
		);
		return $next;
	}

	public static function clear(int $product_id): void
	{
		global $wpdb;
		$wpdb->query($wpdb->prepare('DELETE FROM %i WHERE product_id = %d', self::table(), $product_id));
	}
}
