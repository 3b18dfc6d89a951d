<?php

declare(strict_types=1);

namespace AnglingPrizes\Admin;

/**
 * What an admin form's handler did, kept for the page it redirects to (post, redirect, get): the handler
 * keeps it for the signed-in user, the page takes it once, so reloading the page neither repeats the action
 * nor shows its outcome again. A minute is long enough for the redirect.
 */
final class FlashNotice
{
	private const LIFETIME = 60;

	public static function keep(string $kind, mixed $value): void
	{
		set_transient(self::key($kind), $value, self::LIFETIME);
	}

	/** The kept value, forgotten as it is taken; null when there is none. */
	public static function take(string $kind): mixed
	{
		$value = get_transient(self::key($kind));
		if ($value === false) {
			return null;
		}
		delete_transient(self::key($kind));
		return $value;
	}

	private static function key(string $kind): string
	{
		return 'angling_prizes_' . $kind . '_' . get_current_user_id();
	}
}
