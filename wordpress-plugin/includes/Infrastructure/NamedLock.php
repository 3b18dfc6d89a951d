<?php

declare(strict_types=1);

namespace AnglingPrizes\Infrastructure;

/**
 * The plugin's one lock helper: MariaDB named locks (GET_LOCK), so a lock holds across PHP processes and across
 * the PHP nodes of a load-balanced site. They are shared by every database of the server, so a name carries
 * this site's database and table prefix (hashed, as a name may not pass 64 characters). MariaDB frees a lock
 * when the connection that holds it ends, so a request that dies holding one blocks nobody. A request that
 * already holds a lock has it again at once (GET_LOCK is taken once per name and request).
 */
final class NamedLock
{
	/** @var array<string, true> the names this request holds */
	private static array $held = [];

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
		if (isset(self::$held[$name])) {
			return true;
		}
		$got = $wpdb->get_var($wpdb->prepare('SELECT GET_LOCK(%s, %d)', $name, $wait_seconds));
		if ($got === null || (int) $got !== 1) {
			return false;
		}
		self::$held[$name] = true;
		return true;
	}

	public static function free(string $name): void
	{
		global $wpdb;
		unset(self::$held[$name]);
		$wpdb->query($wpdb->prepare('SELECT RELEASE_LOCK(%s)', $name));
	}

	public static function holds(string $name): bool
	{
		return isset(self::$held[$name]);
	}

	/** Frees every lock of this kind the request holds (at the end of a request that held them throughout). */
	public static function free_all(string $kind): void
	{
		foreach (array_keys(self::$held) as $name) {
			if (str_starts_with($name, 'angling_' . $kind . '_')) {
				self::free($name);
			}
		}
	}

	/**
	 * Runs `$work` holding the lock and frees it after, whatever happens; answers `$busy()` instead when the lock
	 * cannot be had within `$wait_seconds`.
	 *
	 * @template T
	 * @template B
	 * @param callable(): T $work
	 * @param callable(): B $busy
	 * @return T|B
	 */
	public static function while_held(string $name, int $wait_seconds, callable $work, callable $busy): mixed
	{
		if (!self::take($name, $wait_seconds)) {
			return $busy();
		}
		try {
			return $work();
		} finally {
			self::free($name);
		}
	}
}
