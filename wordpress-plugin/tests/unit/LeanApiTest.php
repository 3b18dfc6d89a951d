<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;

use function AnglingPrizes\LeanApi\is_customer_order_figure;
use function AnglingPrizes\LeanApi\is_lean_request;
use function AnglingPrizes\LeanApi\is_page_only_init_callback;
use function AnglingPrizes\LeanApi\legacy_report_transients;
use function AnglingPrizes\LeanApi\requested_route;

/** Which requests skip WooCommerce's block registrations: the Store API's and the storefront's api/v1 only. */
final class LeanApiTest extends TestCase
{
	public function test_the_storefronts_rest_route_form_names_the_route(): void
	{
		$server = ['REQUEST_URI' => '/competition/index.php/wp-json/?rest_route=/wc/store/v1/checkout'];
		self::assertSame('/wc/store/v1/checkout', requested_route($server, ['rest_route' => '/wc/store/v1/checkout'], 'wp-json'));
		self::assertSame('/api/v1/getsettings', requested_route([], ['rest_route' => 'api/v1/getsettings'], 'wp-json'));
	}

	public function test_a_pretty_wp_json_path_names_the_route(): void
	{
		$server = ['REQUEST_URI' => '/competition/wp-json/wc/store/v1/cart/add-item?_locale=user'];
		self::assertSame('/wc/store/v1/cart/add-item', requested_route($server, [], 'wp-json'));
		self::assertSame('/api/v1/login', requested_route(['REQUEST_URI' => '/shop-api/api/v1/login'], [], '/shop-api/'));
	}

	public function test_a_request_that_is_not_rest_names_no_route(): void
	{
		self::assertNull(requested_route(['REQUEST_URI' => '/competition/wp-admin/post.php?post=12'], [], 'wp-json'));
		self::assertNull(requested_route(['REQUEST_URI' => '/competition/'], [], 'wp-json'));
		self::assertNull(requested_route([], ['rest_route' => ['/wc/store/v1/cart']], 'wp-json'));
	}

	public function test_only_the_store_api_and_api_v1_are_lean(): void
	{
		foreach (['/wc/store', '/wc/store/v1/checkout', '/WC/Store/v1/cart', '/api/v1/competition', '/api/v1/login'] as $route) {
			self::assertTrue(is_lean_request($route), $route);
		}
		// The block editor and wp-admin read blocks and patterns through wp/v2; WooCommerce's admin through wc/v3 and wc-admin.
		foreach (['/wp/v2/block-types', '/wp/v2/block-patterns/patterns', '/wc/v3/products', '/wc-admin/onboarding', '/wc/storefront', '/api/v2/x', '/', null] as $route) {
			self::assertFalse(is_lean_request($route), (string) $route);
		}
	}

	public function test_the_legacy_reports_transients_are_named_as_woocommerce_names_them(): void
	{
		$reports = [
			'orders' => ['title' => 'Orders', 'reports' => ['sales_by_date' => [], 'coupon_usage' => []]],
			'stock' => ['title' => 'Stock', 'reports' => ['low_in_stock' => []]],
			'broken' => ['title' => 'No list'],
		];
		self::assertSame(['wc_report_sales_by_date', 'wc_report_coupon_usage', 'wc_report_low_in_stock'], legacy_report_transients($reports));
		self::assertSame([], legacy_report_transients(null));
	}

	public function test_only_wordpress_cores_page_registrations_are_skipped_at_init(): void
	{
		foreach (['register_block_core_archives', 'register_core_block_types_from_metadata', 'register_core_block_style_handles', 'wp_widgets_init', '_register_core_block_patterns_and_categories'] as $callback) {
			self::assertTrue(is_page_only_init_callback($callback), $callback);
		}
		// What the answers need: post types, taxonomies, the REST API itself, and any plugin's or theme's own callbacks.
		foreach (['create_initial_post_types', 'create_initial_taxonomies', 'rest_api_init', 'kses_init', 'register_block_core', 'my_register_block_core_x', 'twentytwentyfive_block_styles'] as $callback) {
			self::assertFalse(is_page_only_init_callback($callback), $callback);
		}
	}

	public function test_the_customers_order_figures_are_woocommerces_three_keys_on_any_site(): void
	{
		foreach (['wc_money_spent_wp', 'wc_order_count_wp', 'wc_last_order_wp', 'wc_money_spent_wp_2', 'wc_order_count'] as $key) {
			self::assertTrue(is_customer_order_figure($key), $key);
		}
		foreach (['wc_money_spentx', 'billing_email', '_wc_money_spent_wp', 'wc_last_ordered', 'wc_order_counts'] as $key) {
			self::assertFalse(is_customer_order_figure($key), $key);
		}
	}
}
