<?php

declare(strict_types=1);

namespace AnglingPrizes\StoreApi;

use AnglingPrizes\Account\Spending;
use AnglingPrizes\Competitions\Competition;
use AnglingPrizes\Competitions\ProductReader;
use AnglingPrizes\Data\GamingLimits;
use AnglingPrizes\Data\PostalEntries;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Money;
use AnglingPrizes\Infrastructure\Settings;
use AnglingPrizes\Rules\CompetitionRules;
use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;

/**
 * The competition rules on WooCommerce's Store API (store-api's domain/ticketRules.ts and quantityRules.ts):
 * a competition that takes no entries is not purchasable; an add needs the right answer to the qualifying
 * question; a customer on a break cannot enter; nobody holds more than the per-customer maximum across the
 * basket and the tickets already bought (`quantity_limits.maximum` says what may still be bought); and an
 * order may not take the customer over their spending limit.
 */
final class CartRules
{
	public const ANSWER_KEY = 'angling_answer';

	/** @var array<int, Competition|false> */
	private static array $competitions = [];
	/** @var array<int, int> */
	private static array $sold = [];

	public static function register(): void
	{
		add_filter('woocommerce_is_purchasable', [self::class, 'purchasable'], 10, 2);
		add_filter('woocommerce_cart_item_is_purchasable', [self::class, 'keep_line'], 10, 4);
		add_filter('woocommerce_store_api_add_to_cart_data', [self::class, 'keep_answer'], 10, 2);
		add_action('woocommerce_store_api_validate_add_to_cart', [self::class, 'validate_add'], 10, 2);
		add_action('woocommerce_store_api_validate_cart_item', [self::class, 'validate_item'], 10, 2);
		add_filter('woocommerce_store_api_product_quantity_maximum', [self::class, 'maximum'], 10, 3);
		add_action('woocommerce_store_api_checkout_update_order_from_request', [self::class, 'check_spending_limit'], 10, 2);
	}

	private static function competition(mixed $product): ?Competition
	{
		if (!$product instanceof \WC_Product) {
			return null;
		}
		$id = $product->get_id();
		if (!isset(self::$competitions[$id])) {
			self::$competitions[$id] = ProductReader::is_competition($product) ? ProductReader::read($product) : false;
		}
		return self::$competitions[$id] ?: null;
	}

	private static function sold(int $product_id): int
	{
		return self::$sold[$product_id] ??= Tickets::sold_count($product_id);
	}

	/**
	 * A competition that is closed, drawn, past its draw or paused takes no entries. Sold out is a matter of
	 * stock, as for any WooCommerce product (is_purchasable never looks at stock): the line stays in the
	 * basket and WooCommerce refuses it as out of stock (`woocommerce_rest_product_out_of_stock`), as
	 * store-api does. Were it not purchasable, WooCommerce would drop the line from the session unsaid, and a
	 * customer who lost the race for the last tickets would be told their basket is empty.
	 */
	public static function purchasable(mixed $purchasable, mixed $product): mixed
	{
		$competition = self::competition($product);
		if ($competition === null || !$purchasable) {
			return $purchasable;
		}
		$status = CompetitionRules::live_status($competition, self::sold($competition->id), Clock::now());
		return ($status === 'open' || $status === 'sold_out') && !$competition->disable_tickets;
	}

	/**
	 * A competition that stopped taking entries stays in the basket (WooCommerce would drop the line from the
	 * session unsaid): the Store API then lists it in the cart's errors as `woocommerce_rest_product_not_purchasable`
	 * and refuses it at checkout, as store-api does, and the storefront can say which competition closed.
	 */
	public static function keep_line(mixed $purchasable, mixed $key = null, mixed $values = null, mixed $product = null): mixed
	{
		return self::competition($product) !== null ? true : $purchasable;
	}

	/** The chosen option of the qualifying question travels with the cart line. */
	public static function keep_answer(mixed $data, mixed $request): mixed
	{
		if (!is_array($data) || !$request instanceof \WP_REST_Request) {
			return $data;
		}
		$competition = self::competition(wc_get_product((int) ($data['id'] ?? 0)));
		$answer = $request->get_param('answer');
		if ($competition !== null && $competition->question->is_asked() && is_numeric($answer)) {
			$data['cart_item_data'] = (array) ($data['cart_item_data'] ?? []);
			$data['cart_item_data'][self::ANSWER_KEY] = (int) $answer;
		}
		return $data;
	}

	public static function validate_add(mixed $product, mixed $request): void
	{
		$competition = self::competition($product);
		if ($competition === null) {
			return;
		}
		$user_id = get_current_user_id();
		self::refuse_locked($user_id);
		// The add-to-cart request array: keep_answer() put the chosen option in its cart item data.
		$answer = is_array($request) ? ($request['cart_item_data'][self::ANSWER_KEY] ?? null) : null;
		self::check_answer($competition, is_int($answer) ? $answer : null);
		if ($user_id > 0 && PostalEntries::tickets_held_by($competition->id, $user_id) >= $competition->max_per_user) {
			throw new RouteException('competition_max_tickets', 'You already have the maximum number of tickets for this competition', 400);
		}
	}

	/** On every cart read and at checkout: the same rules for the line as it stands. */
	public static function validate_item(mixed $product, mixed $cart_item): void
	{
		$competition = self::competition($product);
		if ($competition === null || !is_array($cart_item)) {
			return;
		}
		$user_id = get_current_user_id();
		self::refuse_locked($user_id);
		$answer = $cart_item[self::ANSWER_KEY] ?? null;
		self::check_answer($competition, is_int($answer) ? $answer : null);
		$purchased = $user_id > 0 ? PostalEntries::tickets_held_by($competition->id, $user_id) : 0;
		if ($purchased >= $competition->max_per_user) {
			throw new RouteException('competition_max_tickets', 'You already have the maximum number of tickets for this competition', 400);
		}
		if ($purchased + (int) ($cart_item['quantity'] ?? 0) > $competition->max_per_user) {
			throw new RouteException('competition_max_tickets', 'You already have the maximum number of tickets for this competition in cart!', 400);
		}
	}

	/** `quantity_limits.maximum`: what the customer may still buy (WooCommerce has already capped it at the stock left). */
	public static function maximum(mixed $value, mixed $product, mixed $cart_item = null): mixed
	{
		$competition = self::competition($product);
		if ($competition === null || !is_numeric($value)) {
			return $value;
		}
		$user_id = get_current_user_id();
		$purchased = $user_id > 0 ? PostalEntries::tickets_held_by($competition->id, $user_id) : 0;
		return min((int) $value, max(1, $competition->max_per_user - $purchased));
	}

	/** Before payment: the order must not take the customer over their spending limit. */
	public static function check_spending_limit(mixed $order, mixed $request = null): void
	{
		if (!$order instanceof \WC_Order) {
			return;
		}
		$user_id = (int) $order->get_customer_id();
		if ($user_id <= 0) {
			return;
		}
		self::refuse_locked($user_id);
		$limits = GamingLimits::of($user_id);
		if ($limits['limit_duration'] === '') {
			return;
		}
		$total = Money::to_minor((float) $order->get_total('edit'));
		if (Spending::in_window_minor($user_id, $limits['limit_duration']) + $total > $limits['limit_value_minor']) {
			throw new RouteException(
				'spending_limit_reached',
				sprintf('This order would take you over your %s spending limit of %s.', $limits['limit_duration'], Money::pounds($limits['limit_value_minor'])),
				400
			);
		}
	}

	private static function refuse_locked(int $user_id): void
	{
		if ($user_id > 0 && GamingLimits::is_locked($user_id)) {
			throw new RouteException('account_locked', 'Your account is locked under your responsible gaming settings.', 403);
		}
	}

	/** The qualifying question, when the site shows it (settings `show_question`). */
	private static function check_answer(Competition $competition, ?int $answer): void
	{
		$settings = Settings::site_settings();
		if (!$competition->question->is_asked() || empty($settings['show_question'])) {
			return;
		}
		if ($answer === null || $answer !== $competition->question->correct_answer) {
			throw new RouteException('competition_incorrect_answer', 'Sorry, that answer is not correct. Please try again.', 400);
		}
	}
}
