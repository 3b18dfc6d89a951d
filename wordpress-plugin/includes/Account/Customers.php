<?php

declare(strict_types=1);

namespace AnglingPrizes\Account;

/** How customers are named in public (winners lists, draw results, notices). */
final class Customers
{
	/** "Danny F." */
	public static function display_name(int $user_id): string
	{
		$user = get_userdata($user_id);
		if (!$user instanceof \WP_User) {
			return '';
		}
		$first = trim((string) $user->first_name);
		$last = trim((string) $user->last_name);
		$name = trim($first . ' ' . ($last !== '' ? mb_substr($last, 0, 1) . '.' : ''));
		return $name !== '' ? $name : (string) $user->display_name;
	}

	public static function first_name(int $user_id): string
	{
		$user = get_userdata($user_id);
		return $user instanceof \WP_User ? trim((string) $user->first_name) : '';
	}

	/** The customer's town (their billing city), shown with their win. */
	public static function location(int $user_id): string
	{
		return trim((string) get_user_meta($user_id, 'billing_city', true));
	}
}
