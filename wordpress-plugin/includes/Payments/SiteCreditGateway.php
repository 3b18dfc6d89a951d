<?php

declare(strict_types=1);

namespace AnglingPrizes\Payments;

use AnglingPrizes\Data\CreditLedger;
use AnglingPrizes\Infrastructure\Money;
use AnglingPrizes\Infrastructure\NamedLock;

/** "Site credit": pays an order from the customer's site-credit ledger (shared-contracts PAYMENT_GATEWAYS.site_credit). */
final class SiteCreditGateway extends \WC_Payment_Gateway
{
	public const ID = 'angling_site_credit';
	public const SHORT = 'You do not have enough site credit for this order.';
	public const NOT_TAKEN = 'Your site credit could not be used just now. Nothing was taken: please try again.';
	/** Another payment of the customer's held their credit for longer than CreditLedger::LOCK_WAIT_SECONDS. */
	public const BUSY = 'Another payment from your site credit is still going through. Nothing was taken: please try again in a moment.';

	public function __construct()
	{
		$this->id = self::ID;
		$this->method_title = 'Site credit';
		$this->method_description = 'Customers pay from the site credit their instant wins and refunds gave them.';
		$this->has_fields = false;
		$this->supports = ['products'];
		$this->init_form_fields();
		$this->init_settings();
		$this->title = (string) $this->get_option('title', 'Site credit');
		$this->enabled = (string) $this->get_option('enabled', 'yes');
	}

	public function init_form_fields(): void
	{
		$this->form_fields = [
			'enabled' => ['title' => 'Enable', 'type' => 'checkbox', 'label' => 'Let customers pay with site credit', 'default' => 'yes'],
			'title' => ['title' => 'Title', 'type' => 'text', 'default' => 'Site credit'],
		];
	}

	/** Only for a signed-in customer. */
	public function is_available(): bool
	{
		return parent::is_available() && get_current_user_id() > 0;
	}

	/** @return array{result: string, redirect?: string, message?: string} */
	public function process_payment($order_id): array
	{
		$order = wc_get_order($order_id);
		if (!$order instanceof \WC_Order || $order->get_customer_id() <= 0) {
			return ['result' => 'failure', 'message' => 'Please sign in to pay with site credit.'];
		}
		$user_id = $order->get_customer_id();
		$total = Money::to_minor((float) $order->get_total('edit'));
		// The check and the debit are one step per customer (CreditLedger::lock_of): two checkouts paying from the
		// same credit at once are taken one after the other, and the later one sees the earlier one's debit.
		$refused = NamedLock::while_held(
			CreditLedger::lock_of($user_id),
			CreditLedger::LOCK_WAIT_SECONDS,
			static function () use ($user_id, $total, $order): ?string {
				if (CreditLedger::balance_minor($user_id) < $total) {
					return self::SHORT;
				}
				return CreditLedger::add($user_id, sprintf('Order #%s', $order->get_order_number()), -$total, $order->get_id()) ? null : self::NOT_TAKEN;
			},
			static fn (): string => self::BUSY
		);
		if ($refused !== null) {
			return ['result' => 'failure', 'message' => $refused];
		}
		$order->payment_complete();
		return ['result' => 'success', 'redirect' => $this->get_return_url($order)];
	}
}
