<?php

declare(strict_types=1);

namespace AnglingPrizes\Auth;

use AnglingPrizes\Rest\Errors;

/**
 * Limits on sign-in, registration and password reset, with the numbers of store-api's
 * domain/authAttempts.ts (AUTH_LIMIT_POLICY, which explains them). An ACCOUNT or email address is one
 * person's, so guessing at it is stopped outright: 3 wrong passwords free, then a doubling wait (1, 2, 4 …
 * seconds), and the 10th inside 15 minutes locks it for 15 minutes. A client ADDRESS may be shared by
 * thousands of customers, so it is only ever slowed, by seconds. Counts live in transients (the object
 * cache when the site has one).
 */
final class AttemptLimits
{
	private const MINUTE = 60;
	private const HOUR = 3600;
	private const CODE = 'too_many_attempts';

	private const SIGN_IN_ACCOUNT = ['window' => 15 * self::MINUTE, 'free' => 3, 'first_delay' => 1, 'lock_after' => 10];
	private const ADDRESS = [
		'signIn' => ['window' => 15 * self::MINUTE, 'free' => 50, 'spacing' => 2],
		'registration' => ['window' => self::HOUR, 'free' => 20, 'spacing' => 5],
		'passwordReset' => ['window' => self::HOUR, 'free' => 20, 'spacing' => 5],
	];
	private const EMAIL_CAP = [
		'registration' => ['window' => self::HOUR, 'max' => 5],
		'passwordReset' => ['window' => self::HOUR, 'max' => 3],
	];
	private const ADDRESS_MESSAGES = [
		'signIn' => 'Too many failed sign-in attempts from your network. Please wait %s and try again.',
		'registration' => 'Too many registrations from your network. Please wait %s and try again.',
		'passwordReset' => 'Too many password reset requests from your network. Please wait %s and try again.',
	];
	private const EMAIL_MESSAGES = [
		'registration' => 'Too many attempts to register this email address. Please wait %s and try again.',
		'passwordReset' => 'Too many password reset requests for this email address. Please wait %s and try again.',
	];

	/**
	 * A sign-in attempt, counted as failed from the start until `succeeded()` (so a parallel flood cannot slip
	 * past). Refused while the account is locked or must wait, or the address must.
	 *
	 * @return callable():void|\WP_Error the success callback
	 */
	public static function begin_sign_in(string $account, string $address): callable|\WP_Error
	{
		$now = microtime(true);
		$name = self::key_of($account);
		$address = self::address_key($address);
		$refusal = self::longest(self::account_wait($name, $now), self::address_wait('signIn', $address, $now));
		if ($refusal !== null) {
			return $refusal;
		}
		$failures = self::record('account', $name, $now, self::SIGN_IN_ACCOUNT['window']);
		self::record('signIn', $address, $now, self::ADDRESS['signIn']['window']);
		if (count($failures) >= self::SIGN_IN_ACCOUNT['lock_after']) {
			set_transient(self::transient('lock', $name), $now + self::SIGN_IN_ACCOUNT['window'], self::SIGN_IN_ACCOUNT['window']);
		}
		return static function () use ($name, $address, $now): void {
			self::forgive_account($name);
			self::take_back('signIn', $address, $now, self::ADDRESS['signIn']['window']);
		};
	}

	/** A registration that passed the form's own checks: refused when the email or the address must wait, else counted. */
	public static function begin_registration(string $email, string $address): ?\WP_Error
	{
		return self::count_capped('registration', self::key_of($email), self::address_key($address));
	}

	/** A "forgot password" request (it may send an email). */
	public static function begin_password_reset_request(string $email, string $address): ?\WP_Error
	{
		return self::count_capped('passwordReset', self::key_of($email), self::address_key($address));
	}

	/**
	 * Setting a new password with a reset key: counted for the address until it succeeds.
	 *
	 * @return callable():void|\WP_Error
	 */
	public static function begin_password_reset(string $address): callable|\WP_Error
	{
		$now = microtime(true);
		$address = self::address_key($address);
		$refusal = self::longest(self::address_wait('passwordReset', $address, $now));
		if ($refusal !== null) {
			return $refusal;
		}
		self::record('passwordReset', $address, $now, self::ADDRESS['passwordReset']['window']);
		return static function () use ($address, $now): void {
			self::take_back('passwordReset', $address, $now, self::ADDRESS['passwordReset']['window']);
		};
	}

	/** The owner proved who they are (signed in, reset the password): their failures and lock are forgiven. */
	public static function forgive_account(string ...$names): void
	{
		foreach ($names as $name) {
			$key = self::key_of($name);
			delete_transient(self::transient('account', $key));
			delete_transient(self::transient('lock', $key));
		}
	}

	/** The client's address as limited: IPv4 itself, IPv6 its /64 (a customer holds all of it). */
	public static function address_key(string $address): string
	{
		$packed = @inet_pton($address);
		if ($packed === false) {
			return $address;
		}
		if (strlen($packed) === 16) {
			if (str_starts_with($packed, str_repeat("\0", 10) . "\xff\xff")) {
				return (string) inet_ntop(substr($packed, 12));
			}
			return bin2hex(substr($packed, 0, 8)) . '::/64';
		}
		return $address;
	}

	/** The client's address: the socket's (no proxy header is trusted). */
	public static function client_address(): string
	{
		$address = $_SERVER['REMOTE_ADDR'] ?? '';
		return is_string($address) ? $address : '';
	}

	private static function count_capped(string $call, string $email, string $address): ?\WP_Error
	{
		$now = microtime(true);
		$cap = self::EMAIL_CAP[$call];
		$recent = self::recent('email-' . $call, $email, $now, $cap['window']);
		$email_wait = count($recent) >= $cap['max'] ? $recent[count($recent) - $cap['max']] + $cap['window'] - $now : 0.0;
		$refusal = self::longest([$email_wait, self::EMAIL_MESSAGES[$call]], self::address_wait($call, $address, $now));
		if ($refusal !== null) {
			return $refusal;
		}
		self::record('email-' . $call, $email, $now, $cap['window']);
		self::record($call, $address, $now, self::ADDRESS[$call]['window']);
		return null;
	}

	/** @return array{0: float, 1: string} */
	private static function address_wait(string $call, string $address, float $now): array
	{
		$rule = self::ADDRESS[$call];
		$recent = self::recent($call, $address, $now, $rule['window']);
		$wait = count($recent) > 0 && count($recent) >= $rule['free'] ? $recent[count($recent) - 1] + $rule['spacing'] - $now : 0.0;
		return [$wait, self::ADDRESS_MESSAGES[$call]];
	}

	/** @return array{0: float, 1: string} */
	private static function account_wait(string $name, float $now): array
	{
		$locked_until = get_transient(self::transient('lock', $name));
		if (is_numeric($locked_until) && (float) $locked_until > $now) {
			return [(float) $locked_until - $now, 'This account is locked for %s after too many failed sign-in attempts. Reset your password to sign in sooner.'];
		}
		$rule = self::SIGN_IN_ACCOUNT;
		$failures = self::recent('account', $name, $now, $rule['window']);
		if (count($failures) < $rule['free']) {
			return [0.0, ''];
		}
		$delay = min($rule['window'], $rule['first_delay'] * 2 ** (count($failures) - $rule['free']));
		return [$failures[count($failures) - 1] + $delay - $now, 'Too many failed sign-in attempts for this account. Please wait %s and try again.'];
	}

	/** The longest of the waits as a 429, or null when none is positive. */
	private static function longest(array ...$waits): ?\WP_Error
	{
		$longest = [0.0, ''];
		foreach ($waits as $wait) {
			if ($wait[0] > $longest[0]) {
				$longest = $wait;
			}
		}
		if ($longest[0] <= 0) {
			return null;
		}
		$seconds = max(1, (int) ceil($longest[0]));
		return Errors::rate_limited(self::CODE, $seconds, sprintf($longest[1], Errors::wait_text($seconds)));
	}

	/** @return list<float> the attempts inside the window, oldest first */
	private static function recent(string $kind, string $key, float $now, int $window): array
	{
		$stored = get_transient(self::transient($kind, $key));
		$times = [];
		foreach (is_array($stored) ? $stored : [] as $time) {
			if (is_numeric($time) && (float) $time > $now - $window) {
				$times[] = (float) $time;
			}
		}
		sort($times);
		return $times;
	}

	/** @return list<float> */
	private static function record(string $kind, string $key, float $now, int $window): array
	{
		$times = self::recent($kind, $key, $now, $window);
		$times[] = $now;
		$times = array_slice($times, -200);
		set_transient(self::transient($kind, $key), $times, $window);
		return $times;
	}

	private static function take_back(string $kind, string $key, float $at, int $window): void
	{
		$times = self::recent($kind, $key, microtime(true), $window);
		$index = array_search($at, $times, true);
		if ($index !== false) {
			array_splice($times, (int) $index, 1);
			set_transient(self::transient($kind, $key), $times, $window);
		}
	}

	private static function key_of(string $name): string
	{
		return strtolower(trim($name));
	}

	private static function transient(string $kind, string $key): string
	{
		return 'angling_att_' . substr(md5($kind . '|' . $key), 0, 24);
	}
}
