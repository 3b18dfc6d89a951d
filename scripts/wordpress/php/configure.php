<?php
/*
 * Settings of the shop, with run.php once WooCommerce is active: a British shop in pounds, open (not in
 * "coming soon" mode), guests may check out; permalinks with index.php so that the REST API is at
 * /competition/index.php/wp-json/, as on the shop's host. Outside production the companion plugin's test card
 * gateway (it takes no money) is switched on here, by the site's setup: the demo importer never touches the
 * operator's gateways.
 */
$angling_settings = [
	'blogdescription' => 'Prize competitions for anglers',
	'timezone_string' => 'Europe/London',
	'date_format' => 'j F Y',
	'time_format' => 'H:i',
	'start_of_week' => 1,
	'woocommerce_currency' => 'GBP',
	'woocommerce_currency_pos' => 'left',
	'woocommerce_price_thousand_sep' => ',',
	'woocommerce_price_decimal_sep' => '.',
	'woocommerce_price_num_decimals' => 2,
	'woocommerce_default_country' => 'GB',
	'woocommerce_allowed_countries' => 'specific',
	'woocommerce_specific_allowed_countries' => ['GB'],
	'woocommerce_specific_ship_to_countries' => ['GB'],
	'woocommerce_weight_unit' => 'kg',
	'woocommerce_dimension_unit' => 'cm',
	'woocommerce_calc_taxes' => 'no',
	'woocommerce_coming_soon' => 'no',
	'woocommerce_store_pages_only' => 'no',
	'woocommerce_enable_guest_checkout' => 'yes',
	'woocommerce_enable_checkout_login_reminder' => 'yes',
	'woocommerce_enable_signup_and_login_from_checkout' => 'yes',
	'woocommerce_enable_myaccount_registration' => 'yes',
	'woocommerce_allow_tracking' => 'no',
	'woocommerce_show_marketplace_suggestions' => 'no',
	'woocommerce_onboarding_profile' => ['skipped' => true],
	'woocommerce_task_list_hidden' => 'yes',
];
if (wp_get_environment_type() !== 'production') {
	$angling_settings['woocommerce_angling_test_card_settings'] = ['enabled' => 'yes'];
}
foreach ($angling_settings as $angling_name => $angling_value) {
	update_option($angling_name, $angling_value);
}

global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/index.php/%postname%/');
flush_rewrite_rules(false);

/*
 * Orders in WooCommerce's own order tables (HPOS), as WooCommerce makes every new shop since 8.2: its
 * `woocommerce_newly_installed` step, which switches them on, runs in wp-admin, which this setup never opens.
 * A checkout then writes a handful of rows instead of some forty post-meta rows.
 */
$angling_orders_tables = wc_get_container()->get(Automattic\WooCommerce\Internal\DataStores\Orders\DataSynchronizer::class);
if (!$angling_orders_tables->check_orders_table_exists()) {
	$angling_orders_tables->create_database_tables();
}
WC_Install::maybe_enable_hpos();

/*
 * This setup is the shop's onboarding: WooCommerce's own sends an admin's first wp-admin page, within 30 s
 * of its activation, to its setup home instead of the page asked for.
 */
delete_transient('_wc_activation_redirect');
