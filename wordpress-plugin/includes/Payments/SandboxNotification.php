<?php

declare(strict_types=1);

namespace AnglingPrizes\Payments;

/**
 * The sandbox provider's server-to-server notification, built like the real providers' webhooks and exactly as
 * store-api's (store-api/src/sandbox/notification.ts): the event, the amount it took, when it was sent and a
 * one-time nonce, signed with HMAC-SHA256 under the secret the shop and the provider share
 * (`X-Sandbox-Signature: t=<timestamp>,v1=<hex>`). Pure: no WordPress.
 */
final class SandboxNotification
{
	public const SUCCEEDED = 'payment.succeeded';
	public const FAILED = 'payment.failed';
	public const SIGNATURE_HEADER = 'X-Sandbox-Signature';

	/**
	 * @param string $reason why a payment failed ("declined", "authentication_failed"); '' for a success
	 * @param int $timestamp when the provider sent it (epoch seconds)
	 */
	public function __construct(
		public readonly int $order_id,
		public readonly string $event,
		public readonly string $reason,
		public readonly int $amount_minor,
		public readonly string $currency,
		public readonly int $timestamp,
		public readonly string $nonce,
	) {
	}

	/** A notification's fields read from a decoded JSON body; null when any is missing or of the wrong kind. */
	public static function read(mixed $body): ?self
	{
		if (!is_array($body)) {
			return null;
		}
		$whole = static fn (mixed $value): bool => is_int($value) && $value >= 0;
		foreach (['order_id', 'amount_minor', 'timestamp'] as $field) {
			if (!$whole($body[$field] ?? null)) {
				return null;
			}
		}
		$event = $body['event'] ?? null;
		if ($event !== self::SUCCEEDED && $event !== self::FAILED) {
			return null;
		}
		$reason = $body['reason'] ?? null;
		$currency = $body['currency'] ?? null;
		$nonce = $body['nonce'] ?? null;
		if (!is_string($reason) || !is_string($currency) || !is_string($nonce) || preg_match('/^[A-Za-z0-9_-]{16,64}$/', $nonce) !== 1) {
			return null;
		}
		return new self($body['order_id'], $event, $reason, $body['amount_minor'], $currency, $body['timestamp'], $nonce);
	}

	/** @return array{order_id: int, event: string, reason: string, amount_minor: int, currency: string, timestamp: int, nonce: string} */
	public function to_array(): array
	{
		return [
			'order_id' => $this->order_id,
			'event' => $this->event,
			'reason' => $this->reason,
			'amount_minor' => $this->amount_minor,
			'currency' => $this->currency,
			'timestamp' => $this->timestamp,
			'nonce' => $this->nonce,
		];
	}

	/** What is signed: every field, in a fixed order, so none can be changed without breaking the signature. */
	private function signed_text(): string
	{
		return implode('.', [$this->timestamp, $this->nonce, $this->order_id, $this->event, $this->reason, $this->amount_minor, $this->currency]);
	}

	public function signature(string $secret): string
	{
		return sprintf('t=%d,v1=%s', $this->timestamp, hash_hmac('sha256', $this->signed_text(), $secret));
	}

	public function signature_matches(string $secret, string $header): bool
	{
		return hash_equals($this->signature($secret), $header);
	}

	/** Whether it was sent within `$tolerance` seconds of the shop's clock (older ones may be replays). */
	public function is_fresh(int $now, int $tolerance): bool
	{
		return abs($now - $this->timestamp) <= $tolerance;
	}
}
