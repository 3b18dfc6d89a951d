<?php

declare(strict_types=1);

namespace AnglingPrizes\StoreApi;

use AnglingPrizes\Competitions\CartCompetitionAnswer;
use AnglingPrizes\Competitions\ProductReader;
use AnglingPrizes\Data\HeldTickets;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Entries\TicketAllocation;
use AnglingPrizes\Infrastructure\Clock;
use Automattic\WooCommerce\StoreApi\Schemas\V1\CartItemSchema;
use Automattic\WooCommerce\StoreApi\Schemas\V1\CheckoutSchema;

/**
 * The plugin's data in WooCommerce's Store API answers (ExtendSchema, namespace `angling-prizes`,
 * shared-contracts CART_EXTENSION_NAMESPACE): each cart item's competition, and the placed order's tickets and
 * instant wins on the checkout answer.
 */
final class Extension
{
	public const NAMESPACE = 'angling-prizes';

	private static ?int $checkout_order_id = null;

	public static function register(): void
	{
		if (did_action('woocommerce_blocks_loaded')) {
			self::extend();
		} else {
			add_action('woocommerce_blocks_loaded', [self::class, 'extend']);
		}
		add_action('woocommerce_store_api_checkout_order_processed', [self::class, 'remember_order']);
	}

	public static function extend(): void
	{
		if (!function_exists('woocommerce_store_api_register_endpoint_data')) {
			return;
		}
		woocommerce_store_api_register_endpoint_data([
			'endpoint' => CartItemSchema::IDENTIFIER,
			'namespace' => self::NAMESPACE,
			'data_callback' => [self::class, 'cart_item_data'],
			'schema_callback' => [self::class, 'cart_item_schema'],
			'schema_type' => ARRAY_A,
		]);
		woocommerce_store_api_register_endpoint_data([
			'endpoint' => CheckoutSchema::IDENTIFIER,
			'namespace' => self::NAMESPACE,
			'data_callback' => [self::class, 'checkout_data'],
			'schema_callback' => [self::class, 'checkout_schema'],
			'schema_type' => ARRAY_A,
		]);
	}

	public static function remember_order(mixed $order): void
	{
		if ($order instanceof \WC_Order) {
			self::$checkout_order_id = $order->get_id();
		}
	}

	/** @param array<string, mixed> $cart_item */
	public static function cart_item_data(array $cart_item = []): array
	{
		$product = $cart_item['data'] ?? null;
		if (!$product instanceof \WC_Product || !ProductReader::is_competition($product)) {
			// An object, not [], so the answer stays an object for the storefront's schema.
			return ['is_competition' => false];
		}
		$competition = ProductReader::read($product);
		// The competition alone, as store-api sends it (shared-contracts CartItemSchema reads `competition`).
		return ['competition' => CartCompetitionAnswer::of($competition, HeldTickets::taken_counts([$competition->id])[$competition->id] ?? 0, Clock::now())];
	}

	public static function cart_item_schema(): array
	{
		return [
			'is_competition' => ['description' => 'Whether the line is a prize competition.', 'type' => 'boolean', 'context' => ['view', 'edit'], 'readonly' => true],
			'competition' => [
				'description' => 'The competition this line buys tickets in.',
				'type' => 'object',
				'context' => ['view', 'edit'],
				'readonly' => true,
				'properties' => [
					'id' => ['type' => 'integer'],
					'title' => ['type' => 'string'],
					'image' => ['type' => 'string'],
					'price_per_ticket' => ['type' => 'number'],
					'max_ticket_per_user' => ['type' => 'integer'],
					'total_sell_tickets' => ['type' => 'integer'],
					'total_ticket_sold' => ['type' => 'integer'],
					'category' => ['type' => 'string'],
					'draw_date' => ['type' => 'string'],
					'draw_time' => ['type' => 'string'],
					'status' => ['type' => 'string', 'enum' => ['open', 'closed', 'drawn', 'sold_out']],
					'closing_date' => ['type' => 'string'],
					'closing_time' => ['type' => 'string'],
					'disable_tickets' => ['type' => 'boolean'],
				],
			],
		];
	}

	/** The order just placed: its instant wins and its tickets by competition. */
	public static function checkout_data(): array
	{
		$order = self::$checkout_order_id !== null ? wc_get_order(self::$checkout_order_id) : null;
		if (!$order instanceof \WC_Order) {
			return ['instant_wins' => [], 'tickets' => []];
		}
		$wins = $order->get_meta(TicketAllocation::META_INSTANT_WINS, true);
		$tickets = [];
		foreach (Tickets::numbers_of_order($order->get_id()) as $product_id => $numbers) {
			$tickets[] = ['competition_id' => $product_id, 'ticket_numbers' => $numbers];
		}
		return ['instant_wins' => is_array($wins) ? array_values($wins) : [], 'tickets' => $tickets];
	}

	public static function checkout_schema(): array
	{
		return [
			'instant_wins' => [
				'description' => 'The instant wins among the order\'s tickets.',
				'type' => 'array',
				'context' => ['view', 'edit'],
				'readonly' => true,
				'items' => ['type' => 'object', 'properties' => ['competition_id' => ['type' => 'integer'], 'ticket_number' => ['type' => 'integer'], 'prize' => ['type' => 'string']]],
			],
			'tickets' => [
				'description' => 'The order\'s ticket numbers by competition.',
				'type' => 'array',
				'context' => ['view', 'edit'],
				'readonly' => true,
				'items' => ['type' => 'object', 'properties' => ['competition_id' => ['type' => 'integer'], 'ticket_numbers' => ['type' => 'array', 'items' => ['type' => 'integer']]]],
			],
		];
	}
}
