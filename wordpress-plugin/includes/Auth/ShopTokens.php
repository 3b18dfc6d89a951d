<?php

declare(strict_types=1);

namespace AnglingPrizes\Auth;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Schema;

/**
 * Customer sign-in tokens (the storefront's "shop token"). Only a SHA-256 of each token is stored, so a copy
 * of the database signs nobody in. A token lapses after 30 days unused; every use extends it (at most one
 * write a minute per token).
 */
final class ShopTokens
{
	public const IDLE_LIFETIME = 30 * 86400;
	private const TOUCH_INTERVAL = 60;

	/** @var array<string, int|null> tokens looked up in this request */
	private static array $seen = [];

	private static function table(): string
	{
		return Schema::table(Schema::SHOP_TOKENS);
	}

	private static function hash(string $token): string
	{
		return hash('sha256', $token);
	}

	/** A new token for the customer. */
	public static function issue(int $user_id): string
	{
		global $wpdb;
		$token = rtrim(strtr(base64_encode(random_bytes(32)), '+/', '-_'), '=');
		$now = Clock::mysql();
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (token_hash, user_id, created_at, last_used_at, revoked) VALUES (%s, %d, %s, %s, 0)',
				self::table(),
				self::hash($token),
				$user_id,
				$now,
				$now
			)
		);
		self::$seen[$token] = $user_id;
		return $token;
	}

	/** The customer a live token signs in (not revoked, used within 30 days), or null. The use extends it. */
	public static function user_id(string $token): ?int
	{
		global $wpdb;
		if ($token === '' || strlen($token) > 200) {
			return null;
		}
		if (array_key_exists($token, self::$seen)) {
			return self::$seen[$token];
		}
		$row = $wpdb->get_row(
			$wpdb->prepare('SELECT user_id, last_used_at FROM %i WHERE token_hash = %s AND revoked = 0', self::table(), self::hash($token)),
			ARRAY_A
		);
		$user_id = null;
		if (is_array($row)) {
			$last_used = Clock::from_mysql($row['last_used_at']);
			$now = Clock::now();
			if ($last_used > $now - self::IDLE_LIFETIME && get_userdata((int) $row['user_id']) !== false) {
				$user_id = (int) $row['user_id'];
				if ($now - $last_used > self::TOUCH_INTERVAL) {
					$wpdb->query(
						$wpdb->prepare('UPDATE %i SET last_used_at = %s WHERE token_hash = %s', self::table(), Clock::mysql($now), self::hash($token))
					);
				}
			}
		}
		self::$seen[$token] = $user_id;
		return $user_id;
	}

	/** Signs the customer out of every session. */
	public static function revoke_all(int $user_id): void
	{
		global $wpdb;
		$wpdb->query($wpdb->prepare('UPDATE %i SET revoked = 1 WHERE user_id = %d', self::table(), $user_id));
		self::$seen = [];
	}

	/** Signs the customer out everywhere except the session `keep` (a password change keeps the caller signed in). */
	public static function revoke_others(int $user_id, string $keep): void
	{
		global $wpdb;
		$wpdb->query(
			$wpdb->prepare('UPDATE %i SET revoked = 1 WHERE user_id = %d AND token_hash != %s', self::table(), $user_id, self::hash($keep))
		);
		self::$seen = [];
	}

	/** Drops rows of tokens that lapsed or were revoked more than a day ago (daily clean-up). */
	public static function purge(): void
	{
		global $wpdb;
		$wpdb->query(
			$wpdb->prepare('DELETE FROM %i WHERE last_used_at < %s', self::table(), Clock::mysql(Clock::now() - self::IDLE_LIFETIME - 86400))
		);
	}
}
