<?php

declare(strict_types=1);

namespace AnglingPrizes\Infrastructure;

/**
 * The plugin's one way to make several writes stand or fall together: a database transaction around a piece of
 * work. WooCommerce holds no transaction of its own while it runs the hooks the plugin writes in, and a second
 * START TRANSACTION would commit the first, so a call inside another one joins it: only the outermost call
 * commits or rolls back.
 */
final class Transaction
{
	private static int $depth = 0;

	/**
	 * Runs `$work` in one transaction and answers what it answered. Rolled back when it throws (the error goes
	 * on) or when `$kept` says its answer is not to be kept (by default: a WP_Error); committed otherwise. Inside
	 * another call it only runs `$work`: what stays is the outer call's to decide.
	 *
	 * @template T
	 * @param callable(): T $work
	 * @param (callable(T): bool)|null $kept
	 * @return T
	 */
	public static function run(callable $work, ?callable $kept = null): mixed
	{
		global $wpdb;
		if (self::$depth > 0) {
			return $work();
		}
		$kept ??= static fn (mixed $result): bool => !$result instanceof \WP_Error;
		$wpdb->query('START TRANSACTION');
		self::$depth++;
		try {
			$result = $work();
		} catch (\Throwable $error) {
			$wpdb->query('ROLLBACK');
			throw $error;
		} finally {
			self::$depth--;
		}
		$wpdb->query($kept($result) ? 'COMMIT' : 'ROLLBACK');
		return $result;
	}
}
