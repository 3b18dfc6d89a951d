<?php

declare(strict_types=1);

namespace AnglingPrizes\Payments;

/**
 * "Card payment" for test and demo sites (shared-contracts PAYMENT_GATEWAYS.test_card): any card number of 12
 * to 19 digits pays, except the declining test card 4000 0000 0000 0002. It takes no money: it is enabled by
 * default only where WordPress's environment type is not `production`; a live site registers its real card
 * gateway under this id or changes the id in PAYMENT_GATEWAYS.
 */
final class TestCardGateway extends \WC_Payment_Gateway
{
	public const ID = 'angling_test_card';
	public const DECLINED_CARD = '4000000000000002';

	public function __construct()
	{
		$this->id = self::ID;
		$this->method_title = 'Card payment (test)';
		$this->method_description = 'A test card gateway that takes no money. Card 4000 0000 0000 0002 is declined.';
		$this->has_fields = true;
		$this->supports = ['products'];
		$this->init_form_fields();
		$this->init_settings();
		$this->title = (string) $this->get_option('title', 'Card payment');
		$this->enabled = (string) $this->get_option('enabled', self::enabled_by_default());
	}

	private static function enabled_by_default(): string
	{
		return function_exists('wp_get_environment_type') && wp_get_environment_type() === 'production' ? 'no' : 'yes';
	}

	public function init_form_fields(): void
	{
		$this->form_fields = [
			'enabled' => ['title' => 'Enable', 'type' => 'checkbox', 'label' => 'Enable the test card gateway (takes no money)', 'default' => self::enabled_by_default()],
			'title' => ['title' => 'Title', 'type' => 'text', 'default' => 'Card payment'],
		];
	}

	/** @return array{result: string, redirect?: string, message?: string} */
	public function process_payment($order_id): array
	{
		$order = wc_get_order($order_id);
		if (!$order instanceof \WC_Order) {
			return ['result' => 'failure', 'message' => 'The order could not be found.'];
		}
		// The Store API puts the checkout's payment_data into $_POST for the gateway. No nonce to check here:
		// WooCommerce checked the checkout request (its Nonce header and the customer's Cart-Token) before it
		// called the gateway.
		$posted = isset($_POST['card_number']) && is_string($_POST['card_number']) ? wp_unslash($_POST['card_number']) : '';
		$card = preg_replace('/\s+/', '', $posted) ?? '';
		if ($card === self::DECLINED_CARD || preg_match('/^\d{12,19}$/', $card) !== 1) {
			return ['result' => 'failure', 'message' => 'The card was declined. No payment was taken.'];
		}
		$order->payment_complete('test-' . substr($card, -4));
		return ['result' => 'success', 'redirect' => $this->get_return_url($order)];
	}
}
