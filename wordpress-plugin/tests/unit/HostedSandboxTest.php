<?php

declare(strict_types=1);

use AnglingPrizes\Payments\SandboxNotification;
use AnglingPrizes\Rules\LatePaymentRules;
use AnglingPrizes\Rules\ReceiptRules;
use PHPUnit\Framework\TestCase;

/** The sandbox provider's notification (signed as store-api signs it), the late-payment rule and the receipt's lines. */
final class HostedSandboxTest extends TestCase
{
	private const SECRET = 'shared-secret-of-the-sandbox-0123456789';

	private static function body(array $changes = []): array
	{
		return array_merge([
			'order_id' => 42,
			'event' => 'payment.succeeded',
			'reason' => '',
			'amount_minor' => 250,
			'currency' => 'GBP',
			'timestamp' => 1795000000,
			'nonce' => '0123456789abcdef0123456789abcdef',
		], $changes);
	}

	public function test_it_signs_every_field_exactly_as_store_api_does(): void
	{
		// The vectors are store-api's signNotification (store-api/src/sandbox/notification.ts) of the same fields.
		self::assertSame('t=1795000000,v1=fd911aac3f15865de092b0770848b63138f37efc8614686d5ce83114bad768d7', SandboxNotification::read(self::body())?->signature(self::SECRET));
		$failed = SandboxNotification::read(self::body(['event' => 'payment.failed', 'reason' => 'authentication_failed']));
		self::assertSame('t=1795000000,v1=552327168ef5095e5aeaaa35ed551a117544a574f4a94cd10a835ad97e6cf733', $failed?->signature(self::SECRET));
	}

	public function test_a_signature_matches_only_its_own_fields_and_secret(): void
	{
		$signature = 't=1795000000,v1=fd911aac3f15865de092b0770848b63138f37efc8614686d5ce83114bad768d7';
		self::assertTrue(SandboxNotification::read(self::body())?->signature_matches(self::SECRET, $signature));
		self::assertFalse(SandboxNotification::read(self::body())?->signature_matches('another-secret-of-the-sandbox-0123456', $signature));
		foreach (['order_id' => 43, 'amount_minor' => 249, 'currency' => 'EUR', 'timestamp' => 1795000001, 'nonce' => '0123456789abcdef0123456789abcdee', 'event' => 'payment.failed', 'reason' => 'declined'] as $field => $value) {
			self::assertFalse(SandboxNotification::read(self::body([$field => $value]))?->signature_matches(self::SECRET, $signature), $field);
		}
		self::assertFalse(SandboxNotification::read(self::body())?->signature_matches(self::SECRET, ''));
	}

	public function test_a_body_missing_a_field_or_of_the_wrong_kind_is_not_a_notification(): void
	{
		self::assertNotNull(SandboxNotification::read(self::body()));
		self::assertNull(SandboxNotification::read(null));
		self::assertNull(SandboxNotification::read('{"order_id":42}'));
		foreach (['order_id' => '42', 'amount_minor' => 2.5, 'timestamp' => -1, 'event' => 'payment.refunded', 'reason' => null, 'currency' => 1, 'nonce' => 'short'] as $field => $value) {
			self::assertNull(SandboxNotification::read(self::body([$field => $value])), $field);
		}
		$missing = self::body();
		unset($missing['currency']);
		self::assertNull(SandboxNotification::read($missing));
		self::assertNull(SandboxNotification::read(self::body(['nonce' => 'has spaces in it 0123'])));
	}

	public function test_a_notification_is_fresh_within_five_minutes_either_way(): void
	{
		$notification = SandboxNotification::read(self::body());
		self::assertTrue($notification?->is_fresh(1795000300, 300));
		self::assertTrue($notification?->is_fresh(1794999700, 300));
		self::assertFalse($notification?->is_fresh(1795000301, 300));
		self::assertFalse($notification?->is_fresh(1794999699, 300));
	}

	public function test_a_late_payment_gets_no_tickets_once_the_competition_stopped_selling(): void
	{
		self::assertFalse(LatePaymentRules::too_late('open', false, 10, 2));
		self::assertFalse(LatePaymentRules::too_late('open', false, 2, 2));
		self::assertTrue(LatePaymentRules::too_late('open', false, 1, 2), 'fewer left than the order holds');
		self::assertTrue(LatePaymentRules::too_late('open', true, 10, 2), 'the entry list is published');
		foreach (['closed', 'drawn', 'sold_out'] as $status) {
			self::assertTrue(LatePaymentRules::too_late($status, false, 10, 2), $status);
		}
		self::assertSame(
			'Payment of 2.00 GBP received after "Big Carp" closed: refunded in full, no tickets allocated.',
			LatePaymentRules::refunded_note('2.00', 'GBP', 'Big Carp')
		);
	}

	public function test_the_receipt_lists_each_competition_with_its_numbers_draw_and_instant_wins(): void
	{
		$lines = ReceiptRules::lines([
			['title' => 'Big Carp', 'tickets' => [57, 14], 'draw_date' => '2030-12-24', 'draw_time' => '20:00', 'wins' => [['ticket_number' => 57, 'prize' => '£5 Site Credit']]],
			['title' => 'Rod Pair', 'tickets' => [3], 'draw_date' => '', 'draw_time' => '', 'wins' => []],
			['title' => 'Not allocated', 'tickets' => [], 'draw_date' => '2030-12-24', 'draw_time' => '20:00', 'wins' => []],
		]);
		self::assertSame(
			[
				'Big Carp: 2 tickets, numbers 14, 57. Draw 24 December 2030 at 20:00. Instant win: ticket 57 won £5 Site Credit.',
				'Rod Pair: 1 ticket, numbers 3. Draw a date still to be announced.',
			],
			array_map([ReceiptRules::class, 'plain'], $lines)
		);
		self::assertSame([], ReceiptRules::lines([['title' => 'Unpaid', 'tickets' => [], 'draw_date' => '', 'draw_time' => '', 'wins' => []]]));
	}
}
