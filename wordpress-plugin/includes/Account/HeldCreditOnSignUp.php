<?php

declare(strict_types=1);

namespace AnglingPrizes\Account;

use AnglingPrizes\Data\HeldCredits;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Transaction;

/**
 * Site credit won by a free postal entrant without an account is held for their card's email (Data\HeldCredits,
 * written by TicketAllocation); an account opened with that email (any case) gets it in its site-credit ledger,
 * once, as store-api's registerCustomer (domain/users.ts) moves it. Every way WordPress makes an account fires
 * `user_register`: the shop's registration route (AuthRoutes, which makes the account inside a `Transaction::run`,
 * so the account and the credit stand or fall together), WooCommerce's checkout and My Account, wp-admin.
 */
final class HeldCreditOnSignUp
{
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
		// Joins the transaction the account is being made in, when there is one (the registration route's).
		Transaction::run(static fn (): int => HeldCredits::claim((int) $user->ID, $user->user_email, Clock::now()));
	}
}
