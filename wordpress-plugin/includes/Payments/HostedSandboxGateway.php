<?php

declare(strict_types=1);

namespace AnglingPrizes\Payments;

use AnglingPrizes\Auth\IdentityBridge;

/**
 * "Card payment (sandbox)", `angling_hosted_sandbox` (shared-contracts HOSTED_SANDBOX_GATEWAY): a hosted-payment
 * gateway built like the real UK providers' so the whole path of a payment that sends the customer away runs
 * without the internet. Its process_payment leaves the order pending and sends the customer to the provider's
 * page on this site (SandboxProvider); the provider's signed notification (SandboxNotifications) pays or fails
 * the order later. TEST MODE ONLY: it takes no money, is off until the operator enables it, and is never
 * offered where WordPress's environment type is `production`.
 */
final class HostedSandboxGateway extends \WC_Payment_Gateway
{
	public const ID = 'angling_hosted_sandbox';
	public const TITLE = 'Card payment (sandbox)';
	/** The gateway's settings (WooCommerce's `woocommerce_<id>_settings`): `enabled` is yes or no. */
	public const SETTINGS_OPTION = 'woocommerce_angling_hosted_sandbox_settings';
	public const AWAITING_NOTE = 'Awaiting payment on the sandbox payment page.';

	public function __construct()
	{
		$this->id = self::ID;
		$this->method_title = 'TEST MODE: Hosted card payment (sandbox)';
		$this->method_description = 'TEST MODE ONLY, takes no money. Sends the customer to a sandbox payment page on this site (Approve, Decline, 3-D Secure challenge with code 1234, Abandon); a signed notification then pays or fails the order, as a real hosted-payment provider does. Never offered on a production site.';
		$this->has_fields = false;
		$this->supports = ['products'];
		$this->init_form_fields();
		$this->init_settings();
		$this->title = (string) $this->get_option('title', self::TITLE);
		$this->enabled = (string) $this->get_option('enabled', 'no');
	}

	public function init_form_fields(): void
	{
		$this->form_fields = [
			'enabled' => ['title' => 'Enable', 'type' => 'checkbox', 'label' => 'Enable the sandbox hosted-payment gateway (TEST MODE: takes no money)', 'default' => 'no'],
			'title' => ['title' => 'Title', 'type' => 'text', 'default' => self::TITLE],
		];
	}

	/** Whether the operator switched it on (its pages and notification endpoint answer 404 otherwise). */
	public static function is_enabled(): bool
	{
		$settings = get_option(self::SETTINGS_OPTION, []);
		return is_array($settings) && ($settings['enabled'] ?? 'no') === 'yes' && !self::is_production();
	}

	private static function is_production(): bool
	{
		return function_exists('wp_get_environment_type') && wp_get_environment_type() === 'production';
	}

	public function is_available(): bool
	{
		return parent::is_available() && !self::is_production();
	}

	/**
	 * The order stays pending (its stock held for WooCommerce's hold-stock minutes) and the customer is sent to
	 * the provider's page. To the Store API the result is `pending` (HTTP 202, payment_status pending), as
	 * store-api answers; to WooCommerce's own checkout page `success`, which is how it redirects.
	 *
	 * @return array{result: string, redirect?: string, message?: string}
	 */
	public function process_payment($order_id): array
	{
		$order = wc_get_order($order_id);
		if (!$order instanceof \WC_Order) {
			return ['result' => 'failure', 'message' => 'The order could not be found.'];
		}
		if (!$order->has_status('pending')) {
			$order->update_status('pending');
		}
		$order->add_order_note(self::AWAITING_NOTE);
		return ['result' => IdentityBridge::is_store_api_request() ? 'pending' : 'success', 'redirect' => SandboxProvider::page_url($order)];
	}
}
