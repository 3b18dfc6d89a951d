<?php

declare(strict_types=1);

namespace AnglingPrizes\Payments;

/** Registers the plugin's payment gateways with WooCommerce, and the sandbox provider's two endpoints. */
final class Gateways
{
	public static function register(): void
	{
		add_filter('woocommerce_payment_gateways', [self::class, 'add']);
		SandboxProvider::register();
		SandboxNotifications::register();
	}

	/** @param array<int, mixed> $gateways */
	public static function add(mixed $gateways): array
	{
		$gateways = is_array($gateways) ? $gateways : [];
		$gateways[] = SiteCreditGateway::class;
		$gateways[] = TestCardGateway::class;
		$gateways[] = HostedSandboxGateway::class;
		return $gateways;
	}
}
