<?php

/**
 * Plugin Name: Angling Prizes lean API requests
 * Description: On requests to WooCommerce's Store API and the Angling Prizes api/v1 routes, skips WooCommerce's block editor registrations (its block types and block patterns) and its own REST APIs' routes (wc/v1-v3, wc-admin, wc-analytics), which those answers never use, and clears WooCommerce's legacy report figures once per request instead of at every order save. Measured on WordPress 6.8.3 + WooCommerce 10.2.4, the block registrations cost about 35 ms of CPU on every request (a third of an add to basket), the REST routes about 35 ms more (a third of a public read), and the clearing about 28 ms of a checkout (242 queries to 32). Shipped with the Angling Prizes plugin; copy this file into wp-content/mu-plugins/. Everything else (wp-admin, the block editor, the site's pages, wp/v2) works as usual.
 */

declare(strict_types=1);

namespace AnglingPrizes\LeanApi;

use Automattic\WooCommerce\Blocks\BlockPatterns;
use Automattic\WooCommerce\Blocks\BlockTypesController;
use Automattic\WooCommerce\Blocks\Package;
use Automattic\WooCommerce\RestApi\Server as WooCommerceRestApi;
use Automattic\WooCommerce\Admin\API\Init as WooCommerceAdminRestApi;

/** The REST routes whose answers are data only: WooCommerce's Store API and the storefront's contract. */
const LEAN_ROUTES = '#^/(wc/store(/|$)|api/v1/)#i';

/**
 * The REST route a request asks for, before WordPress parses it: `?rest_route=` (the storefront's form) or a
 * pretty `/wp-json/` path. Null when the request is not a REST request.
 *
 * @param array<string, mixed> $server $_SERVER
 * @param array<string, mixed> $query $_GET
 * @param string $prefix WordPress's REST prefix (rest_get_url_prefix(): wp-json)
 */
function requested_route(array $server, array $query, string $prefix): ?string
{
	if (isset($query['rest_route'])) {
		return is_string($query['rest_route']) ? '/' . ltrim($query['rest_route'], '/') : null;
	}
	$path = is_string($server['REQUEST_URI'] ?? null) ? (string) strtok($server['REQUEST_URI'], '?') : '';
	$marker = '/' . trim($prefix, '/') . '/';
	$at = strpos($path, $marker);
	return $at === false ? null : '/' . substr($path, $at + strlen($marker));
}

function is_lean_request(?string $route): bool
{
	return $route !== null && preg_match(LEAN_ROUTES, $route) === 1;
}

/** Removes WooCommerce's block registrations for this request; does nothing when WooCommerce's classes are not as expected. */
function skip_block_registrations(): void
{
	if (!class_exists(Package::class) || !class_exists(BlockTypesController::class) || !class_exists(BlockPatterns::class)) {
		return;
	}
	$container = Package::container();
	$block_types = $container->get(BlockTypesController::class);
	$patterns = $container->get(BlockPatterns::class);
	remove_action('init', [$block_types, 'register_blocks']);
	remove_action('wp_loaded', [$block_types, 'register_block_patterns']);
	remove_action('init', [$patterns, 'register_block_patterns']);
	remove_action('init', [$patterns, 'register_ptk_patterns']);
}

/**
 * Removes the registration of WooCommerce's own REST APIs for this request: wc/v1 to wc/v3 (the shop
 * manager's API) and wc-admin / wc-analytics (wp-admin's screens). Called as REST routes are registered,
 * before WooCommerce's callbacks run; the Store API and the plugin's routes register as usual.
 */
function skip_woocommerce_rest_apis(): void
{
	if (class_exists(WooCommerceRestApi::class)) {
		remove_action('rest_api_init', [WooCommerceRestApi::instance(), 'register_rest_routes'], 10);
	}
	if (class_exists(WooCommerceAdminRestApi::class)) {
		remove_action('rest_api_init', [WooCommerceAdminRestApi::instance(), 'rest_api_init']);
	}
}

/**
 * The legacy reports' cached figures (`wc_report_*` transients), cleared once when the request ends instead of
 * at every order save: WooCommerce's wc_delete_shop_order_transients() lists the reports (translating every
 * title) and deletes a dozen transients, a query each, at every order save: 22 saves in one checkout here.
 */
function clear_legacy_reports_once(): void
{
	$orders_changed = false;
	$listing_reports = false;
	// While orders are saved, the reports list is empty: each save clears only its own caches.
	add_filter('woocommerce_admin_reports', static function ($reports) use (&$listing_reports) {
		return $listing_reports ? $reports : [];
	}, PHP_INT_MAX);
	add_action('woocommerce_delete_shop_order_transients', static function () use (&$orders_changed): void {
		$orders_changed = true;
	});
	add_action('shutdown', static function () use (&$orders_changed, &$listing_reports): void {
		if (!$orders_changed || !class_exists(\WC_Admin_Reports::class)) {
			return;
		}
		$listing_reports = true;
		foreach (legacy_report_transients(\WC_Admin_Reports::get_reports()) as $transient) {
			delete_transient($transient);
		}
	}, 0);
}

/**
 * The transients of WooCommerce's legacy reports, as wc_delete_shop_order_transients() names them.
 *
 * @param mixed $reports WC_Admin_Reports::get_reports(): groups, each with its `reports` by key
 * @return list<string>
 */
function legacy_report_transients($reports): array
{
	$transients = [];
	foreach (is_array($reports) ? $reports : [] as $group) {
		foreach (is_array($group['reports'] ?? null) ? array_keys($group['reports']) : [] as $key) {
			$transients[] = 'wc_report_' . $key;
		}
	}
	return $transients;
}

// Loaded by WordPress as a must-use plugin (the unit tests load the functions above alone).
if (function_exists('add_action') && is_lean_request(requested_route($_SERVER, $_GET, rest_get_url_prefix()))) {
	// Priority 0: before WooCommerce's own init callbacks (priority 10) run.
	add_action('init', __NAMESPACE__ . '\\skip_block_registrations', 0);
	add_action('rest_api_init', __NAMESPACE__ . '\\skip_woocommerce_rest_apis', PHP_INT_MIN);
	clear_legacy_reports_once();
}
