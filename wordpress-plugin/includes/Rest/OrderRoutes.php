<?php

declare(strict_types=1);

namespace AnglingPrizes\Rest;

use AnglingPrizes\Competitions\ProductReader;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Data\Winners;
use AnglingPrizes\Entries\TicketAllocation;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Money;

/**
 * The signed-in customer's WooCommerce orders, tickets and prize claims, as store-api's routes/orders.ts:
 * every query is scoped to the token's own customer.
 */
final class OrderRoutes
{
	public static function register(): void
	{
		Route::add('POST', '/orders', Args::page_request(10), Route::signed_in([self::class, 'orders']));
		Route::add('POST', '/order_detail', ['token' => Args::token(), 'id' => Args::positive_int('Order')], Route::signed_in([self::class, 'order_detail']));
		Route::add('POST', '/get_purchased_competition', Args::token_only(), Route::signed_in([self::class, 'purchased']));
		Route::add('POST', '/claim_prize', [
			'token' => Args::token(),
			'ticket_number' => Args::positive_int('Ticket number'),
			'competition_id' => Args::positive_int('Competition'),
			'message' => Args::message('Message', 2000, false),
		], Route::signed_in([self::class, 'claim_prize']));
	}

	/** Every order status a customer sees (not WooCommerce's checkout drafts). */
	private static function listed_statuses(): array
	{
		return array_values(array_filter(array_keys(wc_get_order_statuses()), static fn (string $status): bool => $status !== 'wc-checkout-draft'));
	}

	public static function orders(\WP_REST_Request $request, int $user_id): array|\WP_Error
	{
		$limit = (int) $request->get_param('limit');
		$result = wc_get_orders([
			'customer_id' => $user_id,
			'status' => self::listed_statuses(),
			'limit' => $limit,
			'page' => (int) $request->get_param('page'),
			'orderby' => 'date',
			'order' => 'DESC',
			'paginate' => true,
		]);
		$orders = is_object($result) && isset($result->orders) ? (array) $result->orders : [];
		$total = is_object($result) && isset($result->total) ? (int) $result->total : 0;
		$data = [];
		foreach ($orders as $order) {
			if (!$order instanceof \WC_Order) {
				continue;
			}
			$created = $order->get_date_created();
			$data[] = [
				'order_id_' => $order->get_id(),
				'order_status' => $order->get_status(),
				'order_date' => Clock::human_date($created ? $created->getTimestamp() : 0),
				'order_total' => Money::price_html(Money::to_minor((float) $order->get_total('edit'))),
				'item_count' => $order->get_item_count(),
				// Beyond the original plugin's list, as store-api's: a free postal entry (a £0 order) reads as one in the list.
				'payment_method_title' => self::payment_title($order),
			];
		}
		return ['success' => true, 'total_pages' => max(1, (int) ceil($total / $limit)), 'data' => $data];
	}

	public static function order_detail(\WP_REST_Request $request, int $user_id): array|\WP_Error
	{
		$order = wc_get_order((int) $request->get_param('id'));
		if (!$order instanceof \WC_Order || $order->get_customer_id() !== $user_id || $order->get_status() === 'checkout-draft') {
			return Errors::make(404, 'order_not_found', 'Order not found.');
		}
		$tickets = Tickets::numbers_of_order($order->get_id());
		$lines = [];
		foreach ($order->get_items() as $item) {
			if (!$item instanceof \WC_Order_Item_Product) {
				continue;
			}
			$product_id = $item->get_product_id();
			$product = wc_get_product($product_id);
			$competition = $product instanceof \WC_Product && ProductReader::is_competition($product) ? ProductReader::read($product) : null;
			$quantity = max(1, (int) $item->get_quantity());
			$lines[] = [
				'competition_id' => $product_id,
				'title' => ProductReader::plain_text($item->get_name()),
				'quantity' => (int) $item->get_quantity(),
				'price' => Money::decimal(Money::to_minor((float) $item->get_subtotal() / $quantity)),
				'tickets' => $tickets[$product_id] ?? [],
				'draw_date' => $competition?->schedule->draw_date ?? '',
				'draw_time' => $competition?->schedule->draw_time ?? '',
			];
		}
		$created = $order->get_date_created();
		$postal = [
			'first_name' => $order->get_billing_first_name(),
			'last_name' => $order->get_billing_last_name(),
			'address_1' => $order->get_billing_address_1(),
			'address_2' => $order->get_billing_address_2(),
			'city' => $order->get_billing_city(),
			'state' => $order->get_billing_state(),
			'postcode' => $order->get_billing_postcode(),
		];
		return [
			'success' => true,
			'data' => [
				'id' => $order->get_id(),
				'status' => $order->get_status(),
				'date_created' => ['date' => $created ? gmdate('Y-m-d H:i:s', $created->getTimestamp()) : ''],
				'total' => Money::decimal(Money::to_minor((float) $order->get_total('edit'))),
				'payment_method_title' => self::payment_title($order),
				'product' => $lines,
				'billing' => $postal + ['phone' => $order->get_billing_phone(), 'email' => $order->get_billing_email()],
				'shipping' => $postal,
				// The storefront's return page from a payment provider shows the order only when its link carries this key.
				'order_key' => $order->get_order_key(),
				'instant_wins' => TicketAllocation::instant_wins_of($order, $tickets),
			],
		];
	}

	/** The gateway's title; an order its coupons paid in full, without a gateway, reads "Coupon" (as store-api's). */
	private static function payment_title(\WC_Order $order): string
	{
		$title = $order->get_payment_method_title();
		return $title === '' && $order->get_payment_method() === '' && (float) $order->get_total('edit') <= 0 ? 'Coupon' : $title;
	}

	public static function purchased(\WP_REST_Request $request, int $user_id): array|\WP_Error
	{
		$drawn = Winners::drawn_product_ids();
		$groups = [];
		foreach (Tickets::numbers_by_competition_of($user_id) as $product_id => $numbers) {
			$product = wc_get_product($product_id);
			if (!$product instanceof \WC_Product || !ProductReader::is_competition($product)) {
				continue;
			}
			$competition = ProductReader::read($product);
			$groups[] = [
				'competition_id' => $product_id,
				'title' => $competition->title,
				'image' => $competition->showing->image,
				'draw_date' => $competition->schedule->draw_date,
				'draw_time' => $competition->schedule->draw_time,
				'tickets' => $numbers,
			];
		}
		return [
			'success' => true,
			'data' => array_map(static fn (array $group): array => ['competition_id' => $group['competition_id'], 'total_tickets' => count($group['tickets'])], $groups),
			'upcoming' => array_values(array_filter($groups, static fn (array $group): bool => !isset($drawn[$group['competition_id']]))),
			'drawn' => array_values(array_filter($groups, static fn (array $group): bool => isset($drawn[$group['competition_id']]))),
		];
	}

	public static function claim_prize(\WP_REST_Request $request, int $user_id): array|\WP_Error
	{
		$competition_id = (int) $request->get_param('competition_id');
		$ticket = (int) $request->get_param('ticket_number');
		if (!Winners::is_winning_ticket_of($user_id, $competition_id, $ticket)) {
			return ['success' => false, 'error' => 'We could not find a win for that ticket on your account.'];
		}
		$user = get_userdata($user_id);
		wp_mail(
			(string) get_option('admin_email'),
			sprintf('Prize claim: competition %d, ticket %d', $competition_id, $ticket),
			sprintf(
				"%s <%s> claims the prize of ticket %d in competition %d (%s).\n\n%s",
				$user instanceof \WP_User ? $user->display_name : '',
				$user instanceof \WP_User ? $user->user_email : '',
				$ticket,
				$competition_id,
				get_the_title($competition_id),
				(string) $request->get_param('message')
			)
		);
		/** A winner claimed their prize. */
		do_action('angling_prizes_prize_claimed', $user_id, $competition_id, $ticket, (string) $request->get_param('message'));
		return ['success' => true, 'message' => 'Thanks! Our team will contact you within 48 hours to arrange your prize.'];
	}
}
