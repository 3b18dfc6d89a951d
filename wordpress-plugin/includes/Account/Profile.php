<?php

declare(strict_types=1);

namespace AnglingPrizes\Account;

use AnglingPrizes\Data\CreditLedger;
use AnglingPrizes\Data\GamingLimits;
use AnglingPrizes\Infrastructure\Clock;

/**
 * The customer as the API answers them (shared-contracts UserSchema): the WordPress user, WooCommerce's
 * customer billing fields, their responsible-gaming settings, spending and site credit.
 */
final class Profile
{
	public const META_DATE_OF_BIRTH = 'angling_date_of_birth';

	public static function public_user(int $user_id, string $token): array
	{
		$user = get_userdata($user_id);
		$customer = new \WC_Customer($user_id);
		$limits = GamingLimits::of($user_id);
		$now = Clock::now();
		$locked = $limits['locked_until'] !== null && $limits['locked_until'] > $now;
		$pending = $limits['pending'];
		$country = $customer->get_billing_country('edit');

		return [
			'id' => $user_id,
			'billing_address_1' => $customer->get_billing_address_1('edit'),
			'billing_address_2' => $customer->get_billing_address_2('edit'),
			'billing_city' => $customer->get_billing_city('edit'),
			'billing_company' => $customer->get_billing_company('edit'),
			'billing_country' => $country !== '' ? $country : 'GB',
			'billing_email' => $customer->get_billing_email('edit'),
			'billing_first_name' => $customer->get_billing_first_name('edit'),
			'billing_last_name' => $customer->get_billing_last_name('edit'),
			'billing_postcode' => $customer->get_billing_postcode('edit'),
			'billing_state' => $customer->get_billing_state('edit'),
			'billing_phone' => $customer->get_billing_phone('edit'),
			'description' => $user instanceof \WP_User ? (string) $user->description : '',
			'email' => $user instanceof \WP_User ? (string) $user->user_email : '',
			'first_name' => $user instanceof \WP_User ? (string) $user->first_name : '',
			'last_name' => $user instanceof \WP_User ? (string) $user->last_name : '',
			'name' => $user instanceof \WP_User ? (string) $user->display_name : '',
			'nickname' => $user instanceof \WP_User ? (string) $user->nickname : '',
			'token' => $token,
			'limit_duration' => $limits['limit_duration'],
			'limit_value' => $limits['limit_value_minor'] / 100,
			'lockout_period' => $locked ? $limits['lockout_period'] : '',
			'current_spending' => Spending::in_window_minor($user_id, $limits['limit_duration'], $now) / 100,
			'lock_account' => $locked,
			'locking_period' => $locked ? Clock::iso((int) $limits['locked_until']) : '',
			'pending_limit' => $pending === null ? null : [
				'limit_duration' => $pending['limit_duration'],
				'limit_value' => $pending['limit_value_minor'] / 100,
				'applies_at' => Clock::iso($pending['applies_at']),
			],
			'site_credit' => CreditLedger::balance_minor($user_id) / 100,
		];
	}

	/** Whole years between a date of birth (YYYY-MM-DD) and now (UK date). */
	public static function age_in_years(string $date_of_birth, ?int $now = null): int
	{
		$born = \DateTimeImmutable::createFromFormat('!Y-m-d', $date_of_birth, new \DateTimeZone('UTC'));
		if ($born === false || $born->format('Y-m-d') !== $date_of_birth) {
			return -1;
		}
		[$today] = Clock::uk_parts($now ?? Clock::now());
		return (int) $born->diff(new \DateTimeImmutable($today, new \DateTimeZone('UTC')))->format('%r%y');
	}
}
