<?php

declare(strict_types=1);

namespace AnglingPrizes\Payments;

use AnglingPrizes\Infrastructure\Money;
use AnglingPrizes\Infrastructure\Settings;

/**
 * The sandbox provider's side of the hosted-payment gateway, on this site at WooCommerce's callback URL
 * (`/wc-api/angling_hosted_sandbox_pay`), all of it 404 unless the gateway is enabled, as store-api's
 * (store-api/src/sandbox/sandboxRoutes.ts): the payment page (Approve, Decline, 3-D Secure challenge, Abandon),
 * the challenge page, and the signed server-to-server notification to the shop's endpoint
 * (SandboxNotifications), sent over HTTP before the customer is sent back, or held until
 * `step=send-notification` (a slow provider).
 *
 * These are a provider's pages, not the shop's: no WordPress nonce, no customer session. The order key in the
 * link is what lets the customer in, as on a real provider's page.
 */
final class SandboxProvider
{
	public const PAGE_ACTION = 'angling_hosted_sandbox_pay';
	/** The code the sandbox's 3-D Secure challenge accepts. */
	public const CHALLENGE_CODE = '1234';
	/**
	 * What the provider sent and holds back, per order: the provider's own records (a test replays them), kept
	 * apart from the shop's order in an option of its own.
	 */
	private const RECORDS_OPTION = 'angling_sandbox_provider_';

	public static function register(): void
	{
		add_action('woocommerce_api_' . self::PAGE_ACTION, [self::class, 'serve']);
	}

	/** The provider's payment page of an order (the redirect of process_payment). */
	public static function page_url(\WC_Order $order, string $step = ''): string
	{
		$args = ['order' => $order->get_id(), 'key' => $order->get_order_key()];
		if ($step !== '') {
			$args['step'] = $step;
		}
		return add_query_arg($args, self::callback_url(self::PAGE_ACTION));
	}

	/**
	 * WooCommerce's callback URL of an action (`woocommerce_api_<action>`) in its query form, `/?wc-api=<action>`,
	 * which WooCommerce answers under any permalink settings; the path form `/wc-api/<action>/` needs its
	 * rewrite rules saved since WooCommerce was activated.
	 */
	public static function callback_url(string $action): string
	{
		return add_query_arg('wc-api', $action, home_url('/'));
	}

	/** Where the provider sends the customer back: the storefront's return page (WooCommerce's order-received path). */
	public static function return_url(\WC_Order $order): string
	{
		return sprintf('%s/checkout/order-received/%d/?key=%s', untrailingslashit(Settings::storefront_url()), $order->get_id(), rawurlencode($order->get_order_key()));
	}

	public static function serve(): void
	{
		if (!HostedSandboxGateway::is_enabled()) {
			SandboxNotifications::send_json(404, ['code' => 'rest_no_route', 'message' => 'No route was found matching the URL and request method.', 'data' => ['status' => 404]]);
		}
		// A provider's page reads its own query and form; WordPress nonces belong to the shop's forms, not here.
		$step = isset($_GET['step']) && is_string($_GET['step']) ? sanitize_key(wp_unslash($_GET['step'])) : '';
		$order_id = isset($_GET['order']) && is_string($_GET['order']) ? absint(wp_unslash($_GET['order'])) : 0;
		$method = isset($_SERVER['REQUEST_METHOD']) && is_string($_SERVER['REQUEST_METHOD']) ? strtoupper(sanitize_key(wp_unslash($_SERVER['REQUEST_METHOD']))) : 'GET';
		if ($step === 'send-notification' && $method === 'POST') {
			self::send_held($order_id);
		}
		if ($step === 'notifications' && $method === 'GET') {
			SandboxNotifications::send_json(200, self::records($order_id)['sent']);
		}
		$order = self::pending_order($order_id);
		if ($order === null) {
			self::html(SandboxPages::ended());
		}
		$amount = Money::pounds(Money::to_minor((float) $order->get_total('edit')));
		if ($method !== 'POST') {
			self::html(SandboxPages::payment($order->get_id(), $amount, self::page_url($order)));
		}
		$notify = self::posted('notify') === 'after' ? 'after' : 'before';
		if ($step === 'challenge') {
			$passed = trim(self::posted('code')) === self::CHALLENGE_CODE;
			self::settle($order, $passed ? SandboxNotification::SUCCEEDED : SandboxNotification::FAILED, $passed ? '' : 'authentication_failed', $notify);
		}
		switch (self::posted('choice')) {
			case 'approve':
				self::settle($order, SandboxNotification::SUCCEEDED, '', $notify);
				break;
			case 'decline':
				self::settle($order, SandboxNotification::FAILED, 'declined', $notify);
				break;
			case 'challenge':
				self::html(SandboxPages::challenge($order->get_id(), $amount, self::page_url($order, 'challenge'), $notify));
				break;
			default:
				// Abandon: the customer closes the page and the provider says nothing; the hold cancels the order.
				self::redirect(untrailingslashit(Settings::storefront_url()) . '/cart');
		}
	}

	private static function posted(string $field): string
	{
		return isset($_POST[$field]) && is_string($_POST[$field]) ? sanitize_text_field(wp_unslash($_POST[$field])) : '';
	}

	/** The pending order of this gateway the link names, its key checked; else null. */
	private static function pending_order(int $order_id): ?\WC_Order
	{
		$key = isset($_GET['key']) && is_string($_GET['key']) ? sanitize_text_field(wp_unslash($_GET['key'])) : '';
		$order = $order_id > 0 ? wc_get_order($order_id) : false;
		if (!$order instanceof \WC_Order || $key === '' || !hash_equals($order->get_order_key(), $key) || $order->get_payment_method() !== HostedSandboxGateway::ID || !$order->has_status('pending')) {
			return null;
		}
		return $order;
	}

	/** The provider's word on the payment, sent now or held back, then the customer back to the storefront. */
	private static function settle(\WC_Order $order, string $event, string $reason, string $notify): void
	{
		$notification = new SandboxNotification(
			$order->get_id(),
			$event,
			$reason,
			Money::to_minor((float) $order->get_total('edit')),
			$order->get_currency(),
			time(),
			bin2hex(random_bytes(16))
		);
		if ($notify === 'after') {
			$records = self::records($order->get_id());
			$records['held'] = ['body' => $notification->to_array(), 'signature' => $notification->signature(SandboxSecret::get())];
			self::keep($order->get_id(), $records);
		} else {
			self::send($notification);
		}
		self::redirect(self::return_url($order));
	}

	private static function send_held(int $order_id): void
	{
		$records = self::records($order_id);
		$held = SandboxNotification::read($records['held']['body'] ?? null);
		if ($held === null) {
			SandboxNotifications::send_json(404, ['code' => 'sandbox_nothing_held', 'message' => 'No notification is held for this order.', 'data' => ['status' => 404]]);
		}
		$records['held'] = null;
		self::keep($order_id, $records);
		self::send($held);
		SandboxNotifications::send_json(200, ['sent' => true]);
	}

	/** The provider calls the shop, server to server, as a real provider's webhook does. */
	private static function send(SandboxNotification $notification): void
	{
		$signature = $notification->signature(SandboxSecret::get());
		$records = self::records($notification->order_id);
		$records['sent'][] = ['body' => $notification->to_array(), 'signature' => $signature];
		self::keep($notification->order_id, $records);
		wp_remote_post(self::callback_url(HostedSandboxGateway::ID), [
			'headers' => ['Content-Type' => 'application/json', SandboxNotification::SIGNATURE_HEADER => $signature],
			'body' => (string) wp_json_encode($notification->to_array()),
			'timeout' => 30,
		]);
	}

	/** @return array{sent: list<array{body: array<string, mixed>, signature: string}>, held: ?array{body: array<string, mixed>, signature: string}} */
	private static function records(int $order_id): array
	{
		$records = get_option(self::RECORDS_OPTION . $order_id, []);
		$records = is_array($records) ? $records : [];
		return ['sent' => array_values((array) ($records['sent'] ?? [])), 'held' => is_array($records['held'] ?? null) ? $records['held'] : null];
	}

	private static function keep(int $order_id, array $records): void
	{
		update_option(self::RECORDS_OPTION . $order_id, $records, false);
	}

	private static function html(string $body): never
	{
		status_header(200);
		header('Content-Type: text/html; charset=utf-8');
		header('Content-Security-Policy: ' . SandboxPages::policy(self::storefront_origin()));
		header('Cache-Control: no-store');
		// The page is built of escaped parts (SandboxPages).
		echo $body;
		exit;
	}

	private static function redirect(string $url): never
	{
		// The storefront is another origin than WordPress: wp_safe_redirect would refuse it.
		wp_redirect($url, 303, 'Angling Prizes sandbox');
		exit;
	}

	private static function storefront_origin(): string
	{
		$parts = wp_parse_url(Settings::storefront_url());
		if (!is_array($parts) || !isset($parts['scheme'], $parts['host'])) {
			return '';
		}
		return $parts['scheme'] . '://' . $parts['host'] . (isset($parts['port']) ? ':' . $parts['port'] : '');
	}
}
