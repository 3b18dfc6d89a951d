<?php

declare(strict_types=1);

namespace AnglingPrizes\Account;

use AnglingPrizes\Data\HeldCredits;
use AnglingPrizes\Infrastructure\Clock;

/**
 * Site credit won by a free postal entrant without an account is held for their card's email (Data\HeldCredits,
 * written by TicketAllocation); an account opened with that email (any case) gets it in its site-credit ledger,
 * once, as store-api's registerCustomer (domain/users.ts) moves it. Every way WordPress makes an account fires
 * `user_register`: the shop's registration route (AuthRoutes, which makes the account inside `in_transaction`,
 * so the account and the credit stand or fall together), WooCommerce's checkout and My Account, wp-admin.
 */
final class HeldCreditOnSignUp
{
	/** Whether a caller's transaction is open around the account being made (then the claim joins it). */
	private static bool $in_transaction = false;

	public static function register(): void
	{
		add_action('user_register', [self::class, 'claim_for_new_account'], 10, 1);
	}

	/** `user_register`: the credit held for the new account's email moves into its ledger. */
	public static function claim_for_new_account(mixed $user_id): void
	{
		$user = get_userdata((int) $user_id);
		if (!$user instanceof \WP_User || $user->user_email === '') {
			return;
		}
		$claim = static fn (): int => HeldCredits::claim((int) $user->ID, $user->user_email, Clock::now());
		if (self::$in_transaction) {
			$claim();
			return;
		}
		self::transaction($claim);
	}

	/**
	 * Runs `make_account` (which makes an account, firing `user_register`) in one database transaction with the
	 * claim of the credit held for its email: committed when it answers an account id, rolled back when it
	 * answers an error or throws.
	 *
	 * @template T
	 * @param callable(): T $make_account
	 * @return T
	 */
	public static function in_transaction(callable $make_account): mixed
	{
		return self::transaction(static function () use ($make_account): mixed {
			self::$in_transaction = true;
			try {
				return $make_account();
			} finally {
				self::$in_transaction = false;
			}
		});
	}

	/**
	 * @template T
	 * @param callable(): T $work
	 * @return T
	 */
	private static function transaction(callable $work): mixed
	{
		global $wpdb;
		$wpdb->query('START TRANSACTION');
		try {
			$result = $work();
		} catch (\Throwable $error) {
			$wpdb->query('ROLLBACK');
			throw $error;
		}
		$wpdb->query($result instanceof \WP_Error ? 'ROLLBACK' : 'COMMIT');
		return $result;
	}
}
