<?php

declare(strict_types=1);

namespace AnglingPrizes\Rest;

use AnglingPrizes\Account\Profile;
use AnglingPrizes\Auth\AttemptLimits;
use AnglingPrizes\Auth\OneTimeKeys;
use AnglingPrizes\Auth\ShopTokens;
use AnglingPrizes\Infrastructure\Settings;
use AnglingPrizes\Infrastructure\Transaction;
use AnglingPrizes\Rules\PasswordRule;

/** Sign-in, registration (18+), password reset, sign-out and the support sign-in link, as store-api's routes/auth.ts. */
final class AuthRoutes
{
	public const RESET_LIFETIME = 3600;
	public const MIN_AGE_YEARS = 18;

	public static function register(): void
	{
		Route::add('POST', '/check-auth', Args::token_only(), [self::class, 'check_auth']);
		Route::add('POST', '/login', [
			'username' => Args::required_text('Email address', 200),
			'password' => Args::required_text('Password', 200),
		], [self::class, 'login']);
		Route::add('POST', '/register', [
			'first_name' => Args::required_text('First name', 100),
			'last_name' => Args::required_text('Last name', 100),
			'email' => Args::email(),
			'password' => Args::required_text('Password', 200),
			'date_of_birth' => Args::date('Date of birth', 'Date of birth must be a date (YYYY-MM-DD).'),
			'phone' => Args::text('Phone', 40),
		], [self::class, 'register_customer']);
		Route::add('POST', '/forgot_password', ['email' => Args::email()], [self::class, 'forgot_password']);
		Route::add('POST', '/reset_password', [
			'key' => Args::required_text('Key', 200),
			'password' => Args::required_text('Password', 200),
			// Required as the contract has it (a reset form always sends the confirmation), blank or not.
			'confirm_password' => Args::sent_text('Confirm password', 200),
		], [self::class, 'reset_password']);
		Route::add('POST', '/logout', Args::token_only(), Route::signed_in([self::class, 'logout']));
		Route::add('POST', '/login_as_user', ['key' => Args::required_text('Key', 200)], [self::class, 'login_as_user']);
	}

	/** The customer with a new token: what sign-in, registration and the sign-in link answer. */
	private static function signed_in(int $user_id): array
	{
		return ['success' => true, 'data' => Profile::public_user($user_id, ShopTokens::issue($user_id))];
	}

	public static function check_auth(\WP_REST_Request $request): array|\WP_Error
	{
		$caller = Caller::of($request);
		$user_id = $caller->user_id();
		return $user_id === null ? Errors::not_signed_in() : ['success' => true, 'data' => Profile::public_user($user_id, $caller->user_token)];
	}

	public static function login(\WP_REST_Request $request): array|\WP_Error
	{
		$login = (string) $request->get_param('username');
		$password = (string) $request->get_param('password');
		$attempt = AttemptLimits::begin_sign_in($login, AttemptLimits::client_address());
		if ($attempt instanceof \WP_Error) {
			return $attempt;
		}
		$refused = Errors::make(403, 'invalid_credentials', 'The email address or password you entered is incorrect.');
		$exists = get_user_by('email', $login) ?: get_user_by('login', $login);
		if (!$exists instanceof \WP_User) {
			// An unknown account costs the same hashing work as a wrong password, so timing tells nothing.
			wp_hash_password($password);
			return $refused;
		}
		$user = wp_authenticate($login, $password);
		if (!$user instanceof \WP_User) {
			return $refused;
		}
		$attempt();
		return self::signed_in($user->ID);
	}

	public static function register_customer(\WP_REST_Request $request): array|\WP_Error
	{
		$email = (string) $request->get_param('email');
		$password = (string) $request->get_param('password');
		$first = sanitize_text_field((string) $request->get_param('first_name'));
		$last = sanitize_text_field((string) $request->get_param('last_name'));
		$date_of_birth = (string) $request->get_param('date_of_birth');
		if (Profile::age_in_years($date_of_birth) < self::MIN_AGE_YEARS) {
			return Errors::make(400, 'underage', 'You must be 18 or over to enter our competitions.');
		}
		if (!PasswordRule::accepts($password)) {
			return Errors::make(400, 'weak_password', PasswordRule::MESSAGE);
		}
		// Counted once the form's own checks pass: a customer retyping a weak password uses up nothing.
		$limited = AttemptLimits::begin_registration($email, AttemptLimits::client_address());
		if ($limited instanceof \WP_Error) {
			return $limited;
		}
		$existing = Errors::make(400, 'existing_user_email', 'An account is already registered with your email address. Please log in.');
		if (email_exists($email) !== false || username_exists($email) !== false) {
			return $existing;
		}
		// The account, and any site credit held for its email (a postal entrant's instant win), in one transaction.
		$user_id = Transaction::run(static fn (): int|\WP_Error => wc_create_new_customer($email, $email, $password, ['first_name' => $first, 'last_name' => $last]));
		if ($user_id instanceof \WP_Error) {
			return in_array($user_id->get_error_code(), ['registration-error-email-exists', 'registration-error-username-exists'], true)
				? $existing
				: Errors::make(400, 'registration_failed', 'We could not create your account. Please check your details and try again.');
		}
		wp_update_user(['ID' => $user_id, 'display_name' => trim($first . ' ' . $last)]);
		update_user_meta($user_id, Profile::META_DATE_OF_BIRTH, $date_of_birth);
		$customer = new \WC_Customer($user_id);
		$customer->set_first_name($first);
		$customer->set_last_name($last);
		$customer->set_billing_first_name($first);
		$customer->set_billing_last_name($last);
		$customer->set_billing_email($email);
		$customer->set_billing_phone(sanitize_text_field((string) $request->get_param('phone')));
		$customer->set_billing_country('GB');
		$customer->save();
		return self::signed_in($user_id);
	}

	public static function forgot_password(\WP_REST_Request $request): array|\WP_Error
	{
		$email = (string) $request->get_param('email');
		$limited = AttemptLimits::begin_password_reset_request($email, AttemptLimits::client_address());
		if ($limited instanceof \WP_Error) {
			return $limited;
		}
		$user = get_user_by('email', $email);
		if ($user instanceof \WP_User) {
			$key = OneTimeKeys::mint($user->ID, OneTimeKeys::RESET, self::RESET_LIFETIME);
			$link = Settings::storefront_url() . '/auth/reset/password?key=' . rawurlencode($key);
			wp_mail(
				$user->user_email,
				sprintf('Reset your %s password', wp_specialchars_decode((string) get_option('blogname'), ENT_QUOTES)),
				"Someone asked to reset the password of your account. If it was you, choose a new password here (the link works once, for an hour):\n\n" . $link . "\n\nIf it was not you, ignore this email: your password stays as it is."
			);
			/** The reset link was sent (a site's outbox log or a test hooks in here). */
			do_action('angling_prizes_password_reset_link', $user->ID, $link);
		}
		// The same answer whether or not the address is registered, so accounts cannot be discovered.
		return ['success' => true, 'message' => 'If that email address is registered, a reset link is on its way.'];
	}

	public static function reset_password(\WP_REST_Request $request): array|\WP_Error
	{
		$password = (string) $request->get_param('password');
		if ($password !== (string) $request->get_param('confirm_password')) {
			return Errors::make(400, 'password_mismatch', 'New password and Confirm password do not match.');
		}
		if (!PasswordRule::accepts($password)) {
			return Errors::make(400, 'weak_password', PasswordRule::MESSAGE);
		}
		$attempt = AttemptLimits::begin_password_reset(AttemptLimits::client_address());
		if ($attempt instanceof \WP_Error) {
			return $attempt;
		}
		$user_id = OneTimeKeys::consume((string) $request->get_param('key'), OneTimeKeys::RESET);
		$user = $user_id === null ? false : get_userdata($user_id);
		if (!$user instanceof \WP_User) {
			return Errors::make(400, 'invalid_key', 'This password reset link is invalid or has expired.');
		}
		$attempt();
		wp_set_password($password, $user->ID);
		ShopTokens::revoke_all($user->ID);
		// The owner proved who they are: a lock from someone guessing at the account ends.
		AttemptLimits::forgive_account($user->user_email, $user->user_login);
		return ['success' => true, 'message' => 'Your password has been reset. Please sign in.'];
	}

	public static function logout(\WP_REST_Request $request, int $user_id): array|\WP_Error
	{
		// Signing out ends every session of the customer, this one included.
		ShopTokens::revoke_all($user_id);
		return ['success' => true];
	}

	public static function login_as_user(\WP_REST_Request $request): array|\WP_Error
	{
		$user_id = OneTimeKeys::consume((string) $request->get_param('key'), OneTimeKeys::LOGIN_AS_USER);
		if ($user_id === null || get_userdata($user_id) === false) {
			return Errors::make(403, 'invalid_key', 'This sign-in link is invalid, used or expired.');
		}
		return self::signed_in($user_id);
	}
}
