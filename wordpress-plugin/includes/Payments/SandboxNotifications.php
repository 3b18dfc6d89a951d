<?php

declare(strict_types=1);

namespace AnglingPrizes\Payments;

use AnglingPrizes\Competitions\ProductReader;
use AnglingPrizes\Data\PaymentNotifications;
use AnglingPrizes\Entries\CompetitionLock;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Money;
use AnglingPrizes\Infrastructure\NamedLock;
use AnglingPrizes\Infrastructure\Transaction;

/**
 * The shop's side of the sandbox provider's notification, at WooCommerce's callback URL
 * (`/wc-api/angling_hosted_sandbox`, the action `woocommerce_api_angling_hosted_sandbox`), as store-api's
 * (store-api/src/sandbox/receiveNotification.ts). Refused with the order unchanged, each refusal logged for the
 * operator (WooCommerce → Status → Logs, source `angling-hosted-sandbox`): a bad signature (401), a timestamp
 * outside the tolerance (400), a nonce seen before (409: a replay), an order the gateway did not take (404), an
 * amount or currency that is not the order's (400), one older than the last applied (409: out of order).
 * Otherwise applied once: a pending order is paid (WooCommerce's payment_complete, its tickets allocated then)
 * or failed; an order no longer pending is left as it is.
 */
final class SandboxNotifications
{
	/** How far a notification's timestamp may be from the shop's clock: older ones may be replays. */
	public const TOLERANCE_SECONDS = 300;
	public const LOG_SOURCE = 'angling-hosted-sandbox';
	/** The provider's timestamp of the last notification applied to an order (epoch seconds). */
	public const META_LAST_EVENT = '_angling_sandbox_last_event';
	public const PAID_NOTE = 'Payment confirmed by the sandbox provider: order paid, tickets allocated.';
	private const FAILURE_NOTES = [
		'declined' => 'Payment declined by the card issuer (sandbox provider).',
		'authentication_failed' => 'Payment failed: the 3-D Secure challenge was not passed (sandbox provider).',
	];
	private const BUSY = 'sandbox_order_busy';
	/** How long a notification waits for another one of the same order, in seconds. */
	private const ORDER_WAIT_SECONDS = 15;

	public static function register(): void
	{
		add_action('woocommerce_api_' . HostedSandboxGateway::ID, [self::class, 'receive']);
	}

	public static function receive(): void
	{
		if (!HostedSandboxGateway::is_enabled()) {
			self::send_json(404, ['code' => 'rest_no_route', 'message' => 'No route was found matching the URL and request method.', 'data' => ['status' => 404]]);
		}
		$notification = SandboxNotification::read(json_decode((string) file_get_contents('php://input'), true));
		$signature = isset($_SERVER['HTTP_X_SANDBOX_SIGNATURE']) && is_string($_SERVER['HTTP_X_SANDBOX_SIGNATURE']) ? sanitize_text_field(wp_unslash($_SERVER['HTTP_X_SANDBOX_SIGNATURE'])) : '';
		$answer = $notification === null
			? self::refusal(400, 'sandbox_invalid_notification', 'The notification is not in the expected shape.')
			: self::apply($notification, $signature, Clock::now());
		if (isset($answer['code'])) {
			self::log_refusal($answer['code'], $notification?->order_id);
			self::send_json($answer['data']['status'], $answer);
		}
		self::send_json(200, $answer);
	}

	/**
	 * Checks a notification and applies it once.
	 *
	 * @return array{code: string, message: string, data: array{status: int}}|array{received: true, changed: bool, order_status: string}
	 */
	public static function apply(SandboxNotification $notification, string $signature, int $now): array
	{
		if (!$notification->signature_matches(SandboxSecret::get(), $signature)) {
			return self::refusal(401, 'sandbox_invalid_signature', 'The notification signature is not valid.');
		}
		if (!$notification->is_fresh($now, self::TOLERANCE_SECONDS)) {
			return self::refusal(400, 'sandbox_stale_notification', 'The notification timestamp is outside the tolerance.');
		}
		if (!PaymentNotifications::first_sight($notification->nonce, HostedSandboxGateway::ID, $notification->order_id, $now)) {
			return self::refusal(409, 'sandbox_replayed_notification', 'This notification has already been received.');
		}
		// One notification of an order at a time, across PHP nodes: the status read below is the one it changes.
		$answer = NamedLock::while_held(
			NamedLock::of_site('sandbox_order', $notification->order_id),
			self::ORDER_WAIT_SECONDS,
			static fn (): array => self::apply_to_order($notification),
			static fn (): array => self::busy()
		);
		if (($answer['code'] ?? '') === self::BUSY) {
			// Not applied: the provider's retry of this very notification is not a replay.
			PaymentNotifications::forget($notification->nonce);
		}
		return $answer;
	}

	/** @return array{code: string, message: string, data: array{status: int}} */
	private static function busy(): array
	{
		return self::refusal(503, self::BUSY, 'The order is busy: nothing was applied, send the notification again in a moment.');
	}

	/** @return array{code: string, message: string, data: array{status: int}}|array{received: true, changed: bool, order_status: string} */
	private static function apply_to_order(SandboxNotification $notification): array
	{
		$order = wc_get_order($notification->order_id);
		if (!$order instanceof \WC_Order || $order->get_payment_method() !== HostedSandboxGateway::ID) {
			return self::refusal(404, 'sandbox_unknown_order', 'No order of this gateway has that id.');
		}
		if (Money::to_minor((float) $order->get_total('edit')) !== $notification->amount_minor || $order->get_currency() !== $notification->currency) {
			return self::refusal(400, 'sandbox_amount_mismatch', "The amount or currency is not the order's.");
		}
		if ($notification->timestamp < (int) $order->get_meta(self::META_LAST_EVENT, true)) {
			return self::refusal(409, 'sandbox_out_of_order', 'A later notification for this order has already been applied.');
		}
		if (!$order->has_status('pending')) {
			// Paid, failed, cancelled or refunded already: the provider's word changes nothing now.
			return ['received' => true, 'changed' => false, 'order_status' => $order->get_status()];
		}
		$order->update_meta_data(self::META_LAST_EVENT, $notification->timestamp);
		$order->save_meta_data();
		if ($notification->event === SandboxNotification::SUCCEEDED) {
			$changed = self::complete($order, $notification);
			if ($changed === null) {
				return self::busy();
			}
		} else {
			$changed = $order->update_status('failed', self::FAILURE_NOTES[$notification->reason] ?? 'Payment failed (sandbox provider).');
		}
		$status = wc_get_order($order->get_id());
		return ['received' => true, 'changed' => $changed, 'order_status' => $status instanceof \WC_Order ? $status->get_status() : $order->get_status()];
	}

	/**
	 * WooCommerce's payment_complete, in one transaction with everything it sets off (the status, the stock,
	 * the ticket numbers, the wins), under the locks of the order's competitions, as a checkout's payment is; null
 * when a competition stays locked by another sale.
	 */
	private static function complete(\WC_Order $order, SandboxNotification $notification): ?bool
	{
		$competitions = [];
		foreach ($order->get_items() as $item) {
			$product = $item instanceof \WC_Order_Item_Product ? $item->get_product() : null;
			if ($product instanceof \WC_Product && ProductReader::is_competition($product)) {
				$competitions[] = $product->get_id();
			}
		}
		if (!CompetitionLock::acquire($competitions)) {
			return null;
		}
		$paid = Transaction::run(
			static fn (): bool => $order->payment_complete('sandbox-' . substr($notification->nonce, 0, 12)),
			static fn (bool $done): bool => $done
		);
		CompetitionLock::release($competitions);
		if ($paid && $order->has_status(wc_get_is_paid_statuses())) {
			$order->add_order_note(self::PAID_NOTE);
		}
		return $paid;
	}

	/** @return array{code: string, message: string, data: array{status: int}} */
	private static function refusal(int $status, string $code, string $message): array
	{
		return ['code' => $code, 'message' => $message, 'data' => ['status' => $status]];
	}

	private static function log_refusal(string $code, ?int $order_id): void
	{
		$from = isset($_SERVER['REMOTE_ADDR']) && is_string($_SERVER['REMOTE_ADDR']) ? sanitize_text_field(wp_unslash($_SERVER['REMOTE_ADDR'])) : '';
		wc_get_logger()->warning(
			(string) wp_json_encode(['at' => gmdate('c'), 'refused' => $code, 'order_id' => $order_id, 'from' => $from]),
			['source' => self::LOG_SOURCE]
		);
	}

	/** Answers JSON with this status and ends the request (WooCommerce's wc-api would answer "-1" after the action). */
	public static function send_json(int $status, mixed $body): never
	{
		wp_send_json($body, $status);
		exit;
	}
}
