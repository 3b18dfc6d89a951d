<?php
/* Activates one plugin, with run.php: its argument is the plugin's file relative to the plugins folder. */
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$angling_plugin = $args[0];
if (!is_plugin_active($angling_plugin)) {
	$angling_result = activate_plugin($angling_plugin);
	if (is_wp_error($angling_result)) {
		fwrite(STDERR, $angling_plugin . ': ' . $angling_result->get_error_message() . "\n");
		exit(1);
	}
}

/*
 * WooCommerce's bundled Jetpack connection schedules two cron events the first time it loads, during
 * plugins_loaded; scheduling runs WooCommerce's cron_schedules filter, whose __() is then too early for
 * WordPress 6.7+: a notice in the debug log of every new site. Scheduled here, after init, they are there already.
 */
if ($angling_plugin === 'woocommerce/woocommerce.php') {
	foreach (['jetpack_clean_nonces' => 'hourly', 'jetpack_v2_heartbeat' => 'daily'] as $angling_event => $angling_recurrence) {
		if (!wp_next_scheduled($angling_event)) {
			wp_schedule_event(time(), $angling_recurrence, $angling_event);
		}
	}
}
