<?php

declare(strict_types=1);

namespace AnglingPrizes\Infrastructure;

/**
 * MariaDB named locks (GET_LOCK). They are shared by every database of the server, so a name carries this
 * site's database and table prefix (hashed, as a name may not pass 64 characters). MariaDB frees a lock when
 * the connection that holds it ends, so a request that dies holding one blocks nobody.
 */
final class NamedLock
{
	/** "angling_{kind}_{16 hex of the site}_{id}". */
	public static function name(string $kind, string $database, string $prefix, int $id): string
	{
		return 'angling_' . $kind . '_' . substr(hash('sha256', $database . '|' . $prefix), 0, 16) . '_' . $id;
	}

	/** This site's name for a lock. */
	public static function of_site(string $kind, int $id): string
	{
		global $wpdb;
		return self::name($kind, DB_NAME, $wpdb->prefix, $id);
	}

	/** Takes the lock, waiting at most `$wait_seconds` for another connection holding it; false when it could not be had. */
	public static function take(string $name, int $wait_seconds): bool
	{
		global $wpdb;
		$got = $wpdb->get_var($wpdb->prepare('SELECT GET_LOCK(%s, %d)', $name, $wait_seconds));
		return $got !== null && (int) $got === 1;
	}

	public static function free(string $name): void
	{
		global $wpdb;
		$wpdb->query($wpdb->prepare('SELECT RELEASE_LOCK(%s)', $name));
	}
}
