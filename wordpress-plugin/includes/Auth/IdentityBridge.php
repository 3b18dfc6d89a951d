<?php

declare(strict_types=1);

namespace AnglingPrizes\Auth;

use AnglingPrizes\Rest\Errors;

/**
 * The identity bridge (docs/backend.md, "Using a real WordPress + WooCommerce", 4): on Store API requests
 * (`/wc/store/`), `Authorization: Bearer <shop token>` makes the token's customer the WordPress user, so
 * WooCommerce keeps their cart and sets the order's customer. Any other bearer (the service token, a lapsed
 * or unknown token) makes the call a guest's, never an error. A guest's POST /checkout is refused: entering
 * needs a signed-in, 18+ account.
 */
final class IdentityBridge
{
	public static function register(): void
	{
		// After WordPress's cookie (10) and application-password (20) checks: a bearer decides on its own.
		add_filter('determine_current_user', [self::class, 'current_user'], 30);
		add_filter('rest_pre_dispatch', [self::class, 'refuse_guest_checkout'], 10, 3);
	}

	/** Whether this request is to WooCommerce's Store API, read from the URL before WordPress parses it. */
	public static function is_store_api_request(): bool
	{
		$route = $_GET['rest_route'] ?? null;
		if (is_string($route) && $route !== '') {
			return str_starts_with('/' . ltrim(wp_unslash($route), '/'), '/wc/store/');
		}
		$uri = $_SERVER['REQUEST_URI'] ?? '';
		if (!is_string($uri) || $uri === '') {
			return false;
		}
		$path = (string) wp_parse_url(wp_unslash($uri), PHP_URL_PATH);
		return str_contains($path, '/' . rest_get_url_prefix() . '/wc/store/');
	}

	/**
	 * @param int|false $user_id what earlier checks found
	 * @return int|false
	 */
	public static function current_user(mixed $user_id): mixed
	{
		if (!self::is_store_api_request()) {
			return $user_id;
		}
		$bearer = Bearer::from_server();
		if ($bearer === '') {
			return $user_id;
		}
		return ShopTokens::user_id($bearer) ?? false;
	}

	/** POST /wc/store[/v1]/checkout without a signed-in customer: 401 rest_not_logged_in. */
	public static function refuse_guest_checkout(mixed $result, \WP_REST_Server $server, \WP_REST_Request $request): mixed
	{
		if ($result !== null || $request->get_method() !== 'POST') {
			return $result;
		}
		if (!preg_match('#^/wc/store(?:/v\d+)?/checkout/?$#', $request->get_route())) {
			return $result;
		}
		return get_current_user_id() > 0 ? $result : Errors::not_signed_in();
	}
}
