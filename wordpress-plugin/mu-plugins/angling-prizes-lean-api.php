<?php

/**
 * Plugin Name: Angling Prizes lean API requests
 * Description: On requests to WooCommerce's Store API and the Angling Prizes api/v1 routes, skips what those data-only answers never use: WooCommerce's block editor registrations (its block types and patterns), WordPress core's page-only registrations at init (block types, block patterns, widgets, font collections), and the REST routes of WordPress (wp/v2) and of WooCommerce's own APIs (wc/v1-v3 with the wp-admin settings they expose, wc-admin, wc-analytics). It reads the options every such request asks for in one query, and it clears WooCommerce's legacy report figures and the customer's order figures once per request instead of at every order save. Measured on WordPress 6.8.3 + WooCommerce 10.2.4 with PHP's CPU profiler (excimer): WooCommerce's block registrations cost about 35 ms of CPU on every request, its REST routes about 35 ms more, WordPress's page registrations and routes with WooCommerce's settings about 25 ms more (an add to basket went from 81 to 61 ms, a catalogue read from 62 to 44 ms), and the clearing about 28 ms of a checkout (242 queries to 32). Shipped with the Angling Prizes plugin; copy this file into wp-content/mu-plugins/. Everything else (wp-admin, the block editor, the site's pages, wp/v2) works as usual.
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
 * The options WordPress, WooCommerce and the plugin read on every one of these requests that are not autoloaded
 * (or do not exist): each would be a query of its own; read together in one (prime_request_options). Measured
 * on WordPress 6.8.3 + WooCommerce 10.2.4 with the MariaDB general log (27 queries per request). A name that is
 * no longer read costs nothing; an option read but not listed is read on its own, as before.
 */
const REQUEST_OPTIONS = [
	'WPLANG',
	'can_compress_scripts',
	'theme_switched',
	'wc_blocks_use_blockified_product_grid_block_as_template',
	'wc_brands_show_description',
	'wc_feature_woocommerce_brands_enabled',
	'wc_pending_batch_processes',
	'wc_product_download_dir_sync_page',
	'woocommerce_address_autocomplete_provider',
	'woocommerce_angling_hosted_sandbox_settings',
	'woocommerce_angling_site_credit_settings',
	'woocommerce_bacs_accounts',
	'woocommerce_bacs_settings',
	'woocommerce_brand_permalink',
	'woocommerce_cheque_settings',
	'woocommerce_cod_settings',
	'woocommerce_custom_orders_table_background_sync_mode',
	'woocommerce_custom_orders_table_data_sync_enabled',
	'woocommerce_feature_fulfillments_enabled',
	'woocommerce_feature_marketplace_enabled',
	'woocommerce_feature_product_block_editor_enabled',
	'woocommerce_gateway_order',
	'woocommerce_pickup_location_settings',
	'woocommerce_prepend_shop_page_to_urls',
	'woocommerce_show_marketplace_suggestions',
	'woocommerce_task_list_reminder_bar_hidden',
	'woocommerce_thumbnail_cropping',
];

/** The customer's order figures WooCommerce keeps in their meta and deletes at every order save (wc_delete_shop_order_transients). */
const CUSTOMER_ORDER_FIGURES = '#^wc_(money_spent|order_count|last_order)(_|$)#';

function is_customer_order_figure(string $meta_key): bool
{
	return preg_match(CUSTOMER_ORDER_FIGURES, $meta_key) === 1;
}

/** Reads REQUEST_OPTIONS in one query (with the autoloaded options), before anything asks for one of them. */
function prime_request_options(): void
{
	if (function_exists('wp_prime_option_caches')) {
		wp_prime_option_caches(REQUEST_OPTIONS);
	}
}

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
 * WordPress core's `init` callbacks that only the site's pages use: block types (static and dynamic), their
 * style handles, block patterns, widgets and font collections. A data-only answer renders no block, widget or
 * pattern; the REST routes that do (wp/v2) are not registered on these requests either.
 */
function is_page_only_init_callback(string $name): bool
{
	return str_starts_with($name, 'register_block_core_') || in_array($name, [
		'register_core_block_types_from_metadata',
		'register_core_block_style_handles',
		'wp_register_core_block_metadata_collection',
		'register_legacy_post_comments_block',
		'_register_core_block_patterns_and_categories',
		'wp_widgets_init',
		'_wp_register_default_font_collections',
	], true);
}

/** Removes WordPress core's page-only `init` callbacks (is_page_only_init_callback) for this request. */
function skip_page_only_registrations(): void
{
	$init = $GLOBALS['wp_filter']['init'] ?? null;
	if (!$init instanceof \WP_Hook) {
		return;
	}
	foreach ($init->callbacks as $priority => $callbacks) {
		foreach ($callbacks as $callback) {
			if (is_string($callback['function']) && is_page_only_init_callback($callback['function'])) {
				remove_action('init', $callback['function'], $priority);
			}
		}
	}
}

/**
 * Removes the registration of the REST APIs these answers never use: WordPress's own (wp/v2), WooCommerce's
 * wc/v1 to wc/v3 (the shop manager's API, with the wp-admin settings it exposes) and wc-admin / wc-analytics
 * (wp-admin's screens). Called as REST routes are registered, before their callbacks run; the Store API and the
 * plugin's routes register as usual.
 */
function skip_unused_rest_apis(): void
{
	// WordPress's own routes (wp/v2): the block editor's, the site's pages'.
	remove_action('rest_api_init', 'create_initial_rest_routes', 99);
	// WooCommerce's wp-admin settings exposed to its settings API (wc/v3, skipped below): it loads every e-mail class.
	if (function_exists('WC')) {
		remove_action('rest_api_init', [WC(), 'register_wp_admin_settings']);
	}
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
 * The customer's order figures (CUSTOMER_ORDER_FIGURES) deleted once, when the request ends, instead of at every
 * order save: a checkout saves its order about twenty times, three queries each. Nothing in these requests
 * reads the figures in between; wp-admin and the account pages compute them again when next asked.
 */
function delete_customer_order_figures_once(): void
{
	$pending = [];
	$deleting = false;
	add_filter('delete_user_metadata', static function ($check, $user_id, $meta_key, $meta_value, $delete_all) use (&$pending, &$deleting) {
		if ($deleting || $check !== null || $delete_all || $meta_value !== '' || !is_string($meta_key) || !is_customer_order_figure($meta_key)) {
			return $check;
		}
		$pending[(int) $user_id . '|' . $meta_key] = [(int) $user_id, $meta_key];
		return true;
	}, PHP_INT_MAX, 5);
	add_action('shutdown', static function () use (&$pending, &$deleting): void {
		$deleting = true;
		foreach ($pending as [$user_id, $meta_key]) {
			delete_user_meta($user_id, $meta_key);
		}
		$pending = [];
		$deleting = false;
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
	skip_page_only_registrations();
	add_action('rest_api_init', __NAMESPACE__ . '\\skip_unused_rest_apis', PHP_INT_MIN);
	prime_request_options();
	clear_legacy_reports_once();
	delete_customer_order_figures_once();
}
