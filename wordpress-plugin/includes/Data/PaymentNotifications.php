<?php

declare(strict_types=1);

namespace AnglingPrizes\Data;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Schema;

/**
 * The payment notifications table: the nonce of every provider notification the shop took in. A nonce is kept
 * once (its primary key), so of two deliveries of one notification, even at the same moment on two PHP nodes,
 * only the first is applied.
 */
final class PaymentNotifications
{
	/** Keeps a notification's nonce; false when it was seen before (a replay). */
	public static function first_sight(string $nonce, string $gateway, int $order_id, int $at): bool
	{
		global $wpdb;
		$written = $wpdb->query(
			$wpdb->prepare(
				'INSERT IGNORE INTO %i (nonce, gateway, order_id, received_at) VALUES (%s, %s, %d, %s)',
				Schema::table(Schema::PAYMENT_NOTIFICATIONS),
				$nonce,
				$gateway,
				$order_id,
				Clock::mysql($at)
			)
		);
		return $written === 1;
	}

	/** Forgets a nonce whose notification was not applied (the provider may send it again). */
	public static function forget(string $nonce): void
	{
		global $wpdb;
		$wpdb->delete(Schema::table(Schema::PAYMENT_NOTIFICATIONS), ['nonce' => $nonce], ['%s']);
	}
}
