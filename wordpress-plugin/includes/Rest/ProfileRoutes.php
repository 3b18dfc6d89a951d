<?php

declare(strict_types=1);

namespace AnglingPrizes\Rest;

use AnglingPrizes\Account\Profile;
use AnglingPrizes\Auth\ShopTokens;
use AnglingPrizes\Data\BankDetails;
use AnglingPrizes\Data\GamingLimits;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Money;
use AnglingPrizes\Rules\LimitRules;
use AnglingPrizes\Rules\PasswordRule;

/**
 * The signed-in customer's profile, billing address, bank details and responsible-gaming settings, as
 * store-api's routes/profile.ts. Every query is scoped to the token's own customer.
 */
final class ProfileRoutes
{
	private const EMAIL_TAKEN = 'That email address is already used by another account.';

	public static function register(): void
	{
		Route::add('POST', '/get_user_details', Args::token_only(), [self::class, 'details']);
		Route::add('POST', '/updateProfile', [
			'token' => Args::token(),
			'account_first_name' => Args::required_text('First name', 100),
			'account_last_name' => Args::required_text('Last name', 100),
			'account_display_name' => Args::text('Display name', 200),
			'account_email' => Args::email(),
			'password_current' => Args::text('Current password', 200),
			'password_1' => Args::text('New password', 200),
			'password_2' => Args::text('Confirm password', 200),
		], [self::class, 'update_profile']);
		Route::add('POST', '/update_user_details', [
			'token' => Args::token(),
			'first_name' => Args::required_text('First name', 100),
			'last_name' => Args::required_text('Last name', 100),
			'billing_first_name' => Args::text('First name', 100),
			'billing_last_name' => Args::text('Last name', 100),
			'billing_email' => Args::email(),
			'billing_phone' => Args::required_text('Phone', 40),
			'billing_address_1' => Args::required_text('Address line 1', 200),
			'billing_address_2' => Args::required_text('Address line 2', 200),
			'billing_city' => Args::required_text('Town or city', 100),
			'billing_postcode' => Args::required_text('Postcode', 20),
			'billing_state' => Args::text('County', 100),
		], Route::signed_in([self::class, 'update_details']));
		// Spec: a GET whose query parameters save the bank details.
		Route::add('GET', '/get_bank_details', [
			'token' => Args::token(),
			'account_number' => Args::digits('Account Number must contain only numbers.', 1, 20),
			'sort_code' => Args::digits('Sort Code must be 6 digits.', 3, 6),
		], Route::signed_in([self::class, 'save_bank_details']));
		Route::add('POST', '/get_saved_bank_details', Args::token_only(), Route::signed_in([self::class, 'saved_bank_details']));
		Route::add('POST', '/update_responsible_gaming', [
			'token' => Args::token(),
			'limit_duration' => Args::one_of('Limit period', LimitRules::DURATIONS),
			'limit_value' => Args::number_between('Limit', 0, 100_000),
			'lockout_period' => Args::one_of('Break', LimitRules::LOCKOUTS),
		], [self::class, 'responsible_gaming']);
	}

	public static function details(\WP_REST_Request $request): array|\WP_Error
	{
		$caller = Caller::of($request);
		$user_id = $caller->user_id();
		return $user_id === null ? Errors::not_signed_in() : ['success' => true, 'data' => Profile::public_user($user_id, $caller->user_token)];
	}

	/** Whether an address is another account's email or sign-in name. */
	private static function email_taken(string $email, int $user_id): bool
	{
		$by_email = email_exists($email);
		$by_login = username_exists($email);
		return ($by_email !== false && (int) $by_email !== $user_id) || ($by_login !== false && (int) $by_login !== $user_id);
	}

	public static function update_profile(\WP_REST_Request $request): array|\WP_Error
	{
		$caller = Caller::of($request);
		$user_id = $caller->user_id();
		if ($user_id === null) {
			return Errors::not_signed_in();
		}
		$user = get_userdata($user_id);
		if (!$user instanceof \WP_User) {
			return Errors::not_signed_in();
		}
		$email = (string) $request->get_param('account_email');
		if (self::email_taken($email, $user_id)) {
			return ['success' => false, 'error' => self::EMAIL_TAKEN];
		}
		$current = (string) $request->get_param('password_current');
		$new = (string) $request->get_param('password_1');
		$confirm = (string) $request->get_param('password_2');
		$password_changes = $new !== '' || $current !== '';
		if ($password_changes) {
			// 'Please Fill all password fields.' in two cases only: a current password without a new one, or a new one without its confirmation.
			if ($new === '' || $confirm === '') {
				return ['success' => false, 'error' => 'Please Fill all password fields.'];
			}
			if ($current === '') {
				return ['success' => false, 'error' => 'Please enter your current password to set a new one.'];
			}
			if (!wp_check_password($current, $user->user_pass, $user_id)) {
				return ['success' => false, 'error' => 'Your current password is incorrect.'];
			}
			if ($new !== $confirm) {
				return ['success' => false, 'error' => 'New password and Confirm password do not match.'];
			}
			if (!PasswordRule::accepts($new)) {
				return ['success' => false, 'error' => PasswordRule::MESSAGE];
			}
		}
		$first = sanitize_text_field((string) $request->get_param('account_first_name'));
		$last = sanitize_text_field((string) $request->get_param('account_last_name'));
		$display = sanitize_text_field((string) $request->get_param('account_display_name'));
		$old_email = (string) $user->user_email;
		$update = [
			'ID' => $user_id,
			'first_name' => $first,
			'last_name' => $last,
			'display_name' => $display !== '' ? $display : trim($first . ' ' . $last),
			'user_email' => $email,
		];
		if ($password_changes) {
			$update['user_pass'] = $new;
		}
		$saved = wp_update_user($update);
		if ($saved instanceof \WP_Error) {
			return ['success' => false, 'error' => $saved->get_error_code() === 'existing_user_email' ? self::EMAIL_TAKEN : 'Your details could not be saved. Please try again.'];
		}
		self::move_sign_in_name($user_id, (string) $user->user_login, $old_email, $email);
		if ($password_changes) {
			// A new password signs the customer out of every other session; this one stays signed in.
			ShopTokens::revoke_others($user_id, $caller->user_token);
		}
		return ['success' => true, 'data' => Profile::public_user($user_id, $caller->user_token)];
	}

	/**
	 * A changed email moves the sign-in name with it when the sign-in name was the old address (as
	 * registration sets it), so the old address is free and no longer signs in.
	 */
	private static function move_sign_in_name(int $user_id, string $login, string $old_email, string $new_email): void
	{
		global $wpdb;
		if (strcasecmp($login, $old_email) !== 0 || strcasecmp($old_email, $new_email) === 0 || username_exists($new_email) !== false) {
			return;
		}
		$wpdb->query($wpdb->prepare('UPDATE %i SET user_login = %s, user_nicename = %s WHERE ID = %d', $wpdb->users, $new_email, sanitize_title(mb_substr($new_email, 0, 50)), $user_id));
		clean_user_cache($user_id);
	}

	public static function update_details(\WP_REST_Request $request, int $user_id): array|\WP_Error
	{
		$text = static fn (string $name): string => sanitize_text_field((string) $request->get_param($name));
		$customer = new \WC_Customer($user_id);
		$customer->set_billing_first_name($text('first_name'));
		$customer->set_billing_last_name($text('last_name'));
		$customer->set_billing_email(sanitize_email((string) $request->get_param('billing_email')));
		$customer->set_billing_phone($text('billing_phone'));
		$customer->set_billing_address_1($text('billing_address_1'));
		$customer->set_billing_address_2($text('billing_address_2'));
		$customer->set_billing_city($text('billing_city'));
		$customer->set_billing_postcode(wc_format_postcode($text('billing_postcode'), 'GB'));
		$customer->set_billing_state($text('billing_state'));
		$customer->set_billing_country('GB');
		$customer->save();
		return ['success' => true];
	}

	public static function save_bank_details(\WP_REST_Request $request, int $user_id): array|\WP_Error
	{
		$account = (string) $request->get_param('account_number');
		$sort_code = (string) $request->get_param('sort_code');
		BankDetails::save($user_id, $account, $sort_code);
		return ['success' => true, 'data' => ['account_number' => $account, 'sort_code' => $sort_code]];
	}

	/** What was saved, the account number cut to its last four digits (it never travels whole). */
	public static function saved_bank_details(\WP_REST_Request $request, int $user_id): array|\WP_Error
	{
		$saved = BankDetails::of($user_id);
		return [
			'success' => true,
			'data' => $saved === null ? null : ['account_number_last4' => substr($saved['account_number'], -4), 'sort_code' => $saved['sort_code']],
		];
	}

	public static function responsible_gaming(\WP_REST_Request $request): array|\WP_Error
	{
		$caller = Caller::of($request);
		$user_id = $caller->user_id();
		if ($user_id === null) {
			return Errors::not_signed_in();
		}
		$now = Clock::now();
		$state = GamingLimits::of($user_id, $now);
		// Lowering a limit is at once, raising or removing it after 24 hours; a break is never shortened.
		$limit = LimitRules::request_limit(
			['limit_duration' => $state['limit_duration'], 'limit_value_minor' => $state['limit_value_minor'], 'pending' => $state['pending']],
			(string) $request->get_param('limit_duration'),
			Money::to_minor((float) $request->get_param('limit_value')),
			$now
		);
		$lockout = LimitRules::request_lockout(
			['lockout_period' => $state['lockout_period'], 'locked_until' => $state['locked_until']],
			(string) $request->get_param('lockout_period'),
			$now
		);
		GamingLimits::save($user_id, array_merge($state, $limit, $lockout));
		if ($lockout['locked_until'] !== null && $lockout['locked_until'] > $now) {
			/** A customer started or lengthened a break: a site can end sessions or send a confirmation here. */
			do_action('angling_prizes_account_locked', $user_id, $lockout['locked_until']);
		}
		return ['success' => true, 'data' => Profile::public_user($user_id, $caller->user_token)];
	}
}
