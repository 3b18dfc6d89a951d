<?php

declare(strict_types=1);

namespace AnglingPrizes\Auth;

use AnglingPrizes\Rest\Errors;
use Automattic\WooCommerce\StoreApi\Utilities\CartTokenUtils;

/**
 * The identity bridge (docs/backend.md, "Using a real WordPress + WooCommerce"): on Store API requests
 * (`/wc/store/`), `Authorization: Bearer <shop token>` makes the token's customer the WordPress user, so
 * WooCommerce keeps their cart and sets the order's customer. Any other bearer (the service token, a lapsed
 * or unknown token) makes the call a guest's, never an error. A guest's POST /checkout is refused: entering
 * needs a signed-in, 18+ account. A signed-in customer's Cart-Token is theirs alone (store-api's rule): anyone
 * else's write with it is refused, and their read gets their own basket, so a leaked token never opens it.
 */
final class IdentityBridge
{
	public static function register(): void
	{
		// After WordPress's cookie (10) and application-password (20) checks: a bearer decides on its own.
		add_filter('determine_current_user', [self::class, 'current_user'], 30);
		add_filter('rest_pre_dispatch', [self::class, 'refuse_guest_checkout'], 10, 3);
		add_filter('rest_pre_dispatch', [self::class, 'keep_cart_token_to_its_owner'], 10, 3);
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

	/**
	 * A Store API request bringing a signed-in customer's Cart-Token (WooCommerce keys their session by their
	 * user id) on behalf of someone else: a write is refused 403 `woocommerce_rest_invalid_nonce`, as a token
	 * that opens no session of the caller's; a read goes on as though no token came (a basket of the caller's).
	 */
	public static function keep_cart_token_to_its_owner(mixed $result, \WP_REST_Server $server, \WP_REST_Request $request): mixed
	{
		if ($result !== null || !str_starts_with($request->get_route(), '/wc/store/') || !class_exists(CartTokenUtils::class)) {
			return $result;
		}
		$token = (string) $request->get_header('cart-token');
		if ($token === '' || !CartTokenUtils::validate_cart_token($token)) {
			return $result;
		}
		$owner = (string) (CartTokenUtils::get_cart_token_payload($token)['user_id'] ?? '');
		if (!ctype_digit($owner) || (int) $owner <= 0 || (int) $owner === get_current_user_id()) {
			return $result;
		}
		if (in_array($request->get_method(), ['POST', 'PUT', 'PATCH', 'DELETE'], true)) {
			return new \WP_Error('woocommerce_rest_invalid_nonce', __('Nonce is invalid.', 'woocommerce'), ['status' => 403]);
		}
		// WooCommerce's session handler and cart routes read the token from here and from the request.
		unset($_SERVER['HTTP_CART_TOKEN']);
		$request->remove_header('cart-token');
		return $result;
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
