<?php

declare(strict_types=1);

namespace AnglingPrizes\StoreApi;

use AnglingPrizes\Infrastructure\NamedLock;

/**
 * One order per checkout, whatever the clicks (WooCommerce's own open bug woocommerce/woocommerce#62659:
 * simultaneous Store API checkouts of one cart each pass validation before any order exists, and each places
 * an order and takes a payment).
 *
 * A customer's Store API checkouts are placed one at a time, under a MariaDB named lock per customer
 * (`GET_LOCK`, so it holds across PHP processes and across the PHP nodes of a load-balanced site). The lock
 * is taken before the route runs, so before WooCommerce reads the customer's session (the cart) for the
 * checkout, and it is let go at the very end of the request, after WooCommerce has written the session back
 * (WC_Session's save_data, at `shutdown` priority 20). A submission that waited therefore reads the session
 * the earlier checkout left: once that checkout placed its order, the cart is empty and WooCommerce answers
 * this submission as it answers any checkout of an empty cart, 409 `woocommerce_rest_cart_empty` with the
 * (empty) cart, the same answer store-api gives a second submission; no second order, no second payment. A
 * submission whose earlier checkout failed (a declined card) finds the cart and the failed order kept, and
 * WooCommerce tries that same order again.
 *
 * What the request read before the wait is read again once the lock is held. The customer's meta, cached when
 * WordPress signed them in, holds WooCommerce's persistent cart, from which it fills a session whose cart was
 * emptied: the earlier checkout cleared it, the cached copy still has the lines. And where the session was
 * read before the lock (WooCommerce loads the cart at `wp_loaded` on a request it does
 * not take for a REST one, such as `/?rest_route=…` without `wp-json/` in the URL), the cart held in memory is
 * what it was before the wait: it is read again from the session's row in `{prefix}woocommerce_sessions` once
 * the lock is held, so WooCommerce checks out what is there now, and the stale copy is never written back.
 *
 * A lock that cannot be had within WAIT_SECONDS (an earlier checkout of the customer's still running) refuses
 * the submission with 503 `angling_checkout_busy`, taking nothing.
 */
final class CheckoutOnce
{
	/** How long a submission waits for the customer's earlier checkout, in seconds: longer than a checkout's own waits (a competition's lock, 10 s; the site credit's, 5 s). */
	public const WAIT_SECONDS = 30;
	public const BUSY_CODE = 'angling_checkout_busy';
	public const BUSY = 'Your order is still being placed. Nothing more was taken: please check your orders in a moment before paying again.';

	/** What WooCommerce keeps of a cart in the session (WC_Cart_Session), and the Store API's order of it. */
	private const CART_SESSION_KEYS = [
		'cart',
		'cart_totals',
		'applied_coupons',
		'coupon_discount_totals',
		'coupon_discount_tax_totals',
		'removed_cart_contents',
		'store_api_draft_order',
		'order_awaiting_payment',
		'chosen_payment_method',
	];

	/** The kind of NamedLock: one per customer. */
	private const LOCK_KIND = 'checkout';

	public static function register(): void
	{
		add_filter('rest_request_before_callbacks', [self::class, 'one_at_a_time'], 10, 3);
		// Last of all at shutdown: after WooCommerce's session handlers have saved the cart (priority 20).
		add_action('shutdown', [self::class, 'release'], PHP_INT_MAX);
	}

	/** Whether a request (method, REST route) places an order through the Store API: POST /wc/store[/v1]/checkout. */
	public static function is_checkout(string $method, string $route): bool
	{
		return strtoupper($method) === 'POST' && preg_match('#^/wc/store(?:/v\d+)?/checkout/?$#', $route) === 1;
	}

	/** The lock's name for a customer: one per customer and site. */
	public static function lock_name(int $user_id): string
	{
		return NamedLock::of_site(self::LOCK_KIND, $user_id);
	}

	/**
	 * Before a Store API checkout runs (a batch's included): waits for the customer's earlier checkout, then
	 * makes sure the cart the checkout will read is the one in the database.
	 *
	 * @param mixed $response null, or the WP_Error an earlier check made (the route then does not run)
	 * @return mixed the response as given, or the busy refusal
	 */
	public static function one_at_a_time(mixed $response, mixed $handler, mixed $request): mixed
	{
		if ($response !== null || !$request instanceof \WP_REST_Request || !self::is_checkout($request->get_method(), $request->get_route())) {
			return $response;
		}
		// A guest's checkout is refused before this (IdentityBridge): a customer is always signed in here.
		$user_id = get_current_user_id();
		if ($user_id <= 0) {
			return $response;
		}
		// Held already when a batch runs a second checkout: taken once per request.
		if (!NamedLock::take(self::lock_name($user_id), self::WAIT_SECONDS)) {
			return new \WP_Error(self::BUSY_CODE, self::BUSY, ['status' => 503]);
		}
		// The customer's meta was read (and kept in the object cache) when WordPress signed them in, before the
		// wait: among it the persistent cart WooCommerce fills an emptied session's cart from, which the earlier
		// checkout has since cleared. Read again from the database from here on.
		wp_cache_delete($user_id, 'user_meta');
		self::reload_cart_read_before_the_lock();
		return $response;
	}

	/** At the end of the request, once the session is saved. MariaDB frees the lock too should the request die. */
	public static function release(): void
	{
		NamedLock::free_all(self::LOCK_KIND);
	}

	/**
	 * When WooCommerce read the session and loaded the cart before the lock was held, both are read again from
	 * the session's row: the checkout then sees what an earlier checkout left (an emptied cart), and the copy
	 * read before the wait is not saved over it at shutdown.
	 */
	private static function reload_cart_read_before_the_lock(): void
	{
		if (!did_action('woocommerce_load_cart_from_session') || !function_exists('WC')) {
			return;
		}
		$session = WC()->session;
		$cart = WC()->cart;
		if (!$session instanceof \WC_Session || !$cart instanceof \WC_Cart) {
			return;
		}
		$stored = self::stored_session((string) $session->get_customer_id());
		foreach (self::CART_SESSION_KEYS as $key) {
			// WC_Session keeps each value serialized; set(null) forgets the key.
			$session->set($key, isset($stored[$key]) ? maybe_unserialize($stored[$key]) : null);
		}
		// WooCommerce's own loader, on the session as it now is (a loader of its own: the cart's is not public).
		// It only ever adds the session's lines to the cart's, so the lines read before the wait go first.
		$cart->set_cart_contents([]);
		(new \WC_Cart_Session($cart))->get_cart_from_session();
	}

	/**
	 * The session as its row in `{prefix}woocommerce_sessions` holds it now (not WooCommerce's cache of it,
	 * which is what was read before the wait): key => serialized value; [] when there is none.
	 *
	 * @return array<string, mixed>
	 */
	private static function stored_session(string $session_key): array
	{
		global $wpdb;
		if ($session_key === '') {
			return [];
		}
		$value = $wpdb->get_var(
			$wpdb->prepare('SELECT session_value FROM %i WHERE session_key = %s', $wpdb->prefix . 'woocommerce_sessions', $session_key)
		);
		$data = is_string($value) ? maybe_unserialize($value) : [];
		return is_array($data) ? $data : [];
	}
}
