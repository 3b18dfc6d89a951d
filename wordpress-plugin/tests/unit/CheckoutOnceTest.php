<?php

declare(strict_types=1);

use AnglingPrizes\Infrastructure\NamedLock;
use AnglingPrizes\StoreApi\CheckoutOnce;
use PHPUnit\Framework\TestCase;

/** Which requests place an order through the Store API (and so wait for the customer's checkout lock), and the lock's name. */
final class CheckoutOnceTest extends TestCase
{
	public function test_a_store_api_checkout_post_places_an_order(): void
	{
		foreach (['/wc/store/v1/checkout', '/wc/store/checkout', '/wc/store/v1/checkout/', '/wc/store/v2/checkout'] as $route) {
			self::assertTrue(CheckoutOnce::is_checkout('POST', $route), $route);
		}
		self::assertTrue(CheckoutOnce::is_checkout('post', '/wc/store/v1/checkout'));
	}

	public function test_other_methods_and_routes_do_not(): void
	{
		foreach (['GET', 'PUT', 'PATCH', 'OPTIONS'] as $method) {
			self::assertFalse(CheckoutOnce::is_checkout($method, '/wc/store/v1/checkout'), $method);
		}
		foreach (['/wc/store/v1/cart', '/wc/store/v1/checkout/12', '/wc/store/v1/checkoutx', '/api/v1/checkout', '/wc/v3/checkout', 'wc/store/v1/checkout'] as $route) {
			self::assertFalse(CheckoutOnce::is_checkout('POST', $route), $route);
		}
	}

	public function test_the_lock_is_named_per_site_and_customer_within_mariadbs_64_characters(): void
	{
		$name = NamedLock::name('checkout', 'wordpress_shop', 'wp_', 2147483647);
		self::assertMatchesRegularExpression('/^angling_checkout_[0-9a-f]{16}_2147483647$/', $name);
		self::assertLessThanOrEqual(64, strlen($name));
		self::assertNotSame($name, NamedLock::name('checkout', 'wordpress_shop', 'wp_', 2));
		self::assertNotSame($name, NamedLock::name('checkout', 'other_shop', 'wp_', 2147483647));
	}
}
