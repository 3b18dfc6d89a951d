<?php

declare(strict_types=1);

namespace AnglingPrizes\Auth;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Schema;

/** Single-use keys for the password-reset link and the support "sign in as this customer" link; only hashes stored. */
final class OneTimeKeys
{
	public const RESET = 'reset';
	public const LOGIN_AS_USER = 'login-as-user';

	private static function table(): string
	{
		return Schema::table(Schema::ONE_TIME_KEYS);
	}

	public static function mint(int $user_id, string $purpose, int $lifetime): string
	{
		global $wpdb;
		$key = rtrim(strtr(base64_encode(random_bytes(24)), '+/', '-_'), '=');
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (key_hash, user_id, purpose, expires_at, used) VALUES (%s, %d, %s, %s, 0)',
				self::table(),
				hash('sha256', $key),
				$user_id,
				$purpose,
				Clock::mysql(Clock::now() + $lifetime)
			)
		);
		return $key;
	}

	/** Uses a key once: its customer, or null when unknown, used, expired or for another purpose. */
	public static function consume(string $key, string $purpose): ?int
	{
		global $wpdb;
		if ($key === '' || strlen($key) > 200) {
			return null;
		}
		$hash = hash('sha256', $key);
		$row = $wpdb->get_row(
			$wpdb->prepare('SELECT user_id, expires_at, used FROM %i WHERE key_hash = %s AND purpose = %s', self::table(), $hash, $purpose),
			ARRAY_A
		);
		if (!is_array($row) || (int) $row['used'] === 1 || Clock::from_mysql($row['expires_at']) < Clock::now()) {
			return null;
		}
		// The update that flips `used` wins; a second request racing with the same key changes no row.
		$updated = $wpdb->query($wpdb->prepare('UPDATE %i SET used = 1 WHERE key_hash = %s AND used = 0', self::table(), $hash));
		return $updated === 1 ? (int) $row['user_id'] : null;
	}
}
