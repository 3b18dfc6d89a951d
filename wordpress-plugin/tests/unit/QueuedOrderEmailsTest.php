<?php

declare(strict_types=1);

use AnglingPrizes\Infrastructure\QueuedOrderEmails;
use PHPUnit\Framework\TestCase;

/** Which of WooCommerce's e-mail actions go to the queue, and what a queued job keeps of their arguments. */
final class QueuedOrderEmailsTest extends TestCase
{
	public function test_order_status_refund_and_stock_actions_are_queued(): void
	{
		foreach (
			[
				'woocommerce_order_status_pending_to_processing',
				'woocommerce_order_status_pending_to_failed',
				'woocommerce_order_status_completed',
				'woocommerce_order_status_cancelled_to_processing',
				'woocommerce_order_fully_refunded',
				'woocommerce_order_partially_refunded',
				'woocommerce_low_stock',
				'woocommerce_no_stock',
				'woocommerce_product_on_backorder',
			] as $action
		) {
			self::assertTrue(QueuedOrderEmails::queued($action), $action);
		}
	}

	public function test_account_and_note_actions_are_sent_as_before(): void
	{
		// A new account's e-mail and a note to the customer are what the customer waits for now.
		foreach (['woocommerce_created_customer', 'woocommerce_new_customer_note', 'woocommerce_order_refunded_notification', 'woocommerce_order_fully_refundedx'] as $action) {
			self::assertFalse(QueuedOrderEmails::queued($action), $action);
		}
	}

	public function test_a_job_keeps_the_action_and_the_ids_it_is_about(): void
	{
		self::assertSame(['woocommerce_order_status_pending_to_processing', 42, 0], QueuedOrderEmails::job_args('woocommerce_order_status_pending_to_processing', [42, new stdClass()]));
		self::assertSame(['woocommerce_order_status_completed', 42, 0], QueuedOrderEmails::job_args('woocommerce_order_status_completed', ['42']));
		self::assertSame(['woocommerce_order_fully_refunded', 42, 77], QueuedOrderEmails::job_args('woocommerce_order_fully_refunded', [42, 77]));
		$product = new class () {
			public function get_id(): int
			{
				return 16;
			}
		};
		self::assertSame(['woocommerce_low_stock', 16, 0], QueuedOrderEmails::job_args('woocommerce_low_stock', [$product]));
	}

	public function test_an_action_without_an_id_is_not_queued(): void
	{
		// Sent at once instead, as WooCommerce would have.
		self::assertNull(QueuedOrderEmails::job_args('woocommerce_order_status_completed', []));
		self::assertNull(QueuedOrderEmails::job_args('woocommerce_order_status_completed', [0]));
		self::assertNull(QueuedOrderEmails::job_args('woocommerce_no_stock', [new stdClass()]));
	}
}
