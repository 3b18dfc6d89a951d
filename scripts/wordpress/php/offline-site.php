<?php
/**
 * Plugin Name: Offline site
 * Description: For test and local runs: every mail is recorded (one JSON object a line in ANGLING_WP_MAIL_LOG) instead of sent, requests to this machine (the realtime database) are allowed, and WordPress.org is never asked for updates.
 */

/*
 * No update checks: the site is offline (WP_HTTP_BLOCK_EXTERNAL), so the checks WordPress runs when an admin
 * page loads (_maybe_update_core, _maybe_update_plugins, _maybe_update_themes) and on the update, plugins and
 * themes screens fail, and each failure is a PHP warning in the debug log. update.php added these hooks
 * before must-use plugins load.
 */
foreach (
	[
		'admin_init' => ['_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes'],
		'wp_version_check' => ['wp_version_check'],
		'wp_update_plugins' => ['wp_update_plugins'],
		'wp_update_themes' => ['wp_update_themes'],
		'load-plugins.php' => ['wp_update_plugins'],
		'load-themes.php' => ['wp_update_themes'],
		'load-update.php' => ['wp_update_plugins', 'wp_update_themes'],
		'load-update-core.php' => ['wp_update_plugins', 'wp_update_themes'],
		'wp_maybe_auto_update' => ['wp_maybe_auto_update'],
		'init' => ['wp_schedule_update_checks'],
	] as $angling_hook => $angling_callbacks
) {
	foreach ($angling_callbacks as $angling_callback) {
		remove_action($angling_hook, $angling_callback);
	}
}
unset($angling_hook, $angling_callbacks, $angling_callback);
/* The Updates screen calls wp_version_check() itself: it finds a check made just now, for this version. */
add_filter(
	'pre_site_transient_update_core',
	static fn () => (object) ['updates' => [], 'translations' => [], 'version_checked' => get_bloginfo('version'), 'last_checked' => time()]
);
/* The Plugins screen asks WordPress.org about plugins that others require (WooCommerce): answered here, offline. */
add_filter(
	'plugins_api',
	static fn ($result) => false === $result ? new WP_Error('plugins_api_offline', 'This site is offline: WordPress.org is not asked.') : $result,
	PHP_INT_MAX
);

add_filter(
	'pre_wp_mail',
	static function ($short_circuit, array $atts) {
		if (null !== $short_circuit) {
			return $short_circuit;
		}
		$to = is_array($atts['to']) ? $atts['to'] : array_map('trim', explode(',', (string) $atts['to']));
		$mail = [
			'time' => gmdate('c'),
			'to' => array_values(array_filter($to)),
			'subject' => (string) $atts['subject'],
			'message' => (string) $atts['message'],
			'headers' => $atts['headers'],
			'attachments' => $atts['attachments'],
		];
		file_put_contents(ANGLING_WP_MAIL_LOG, wp_json_encode($mail) . "\n", FILE_APPEND | LOCK_EX);
		return true;
	},
	PHP_INT_MAX,
	2
);

/* wp_safe_remote_*() refuses loopback addresses and ports other than 80, 443 and 8080: here they are the point. */
$angling_is_loopback = static fn ($host) => in_array(strtolower((string) $host), ['127.0.0.1', 'localhost', '::1', '[::1]'], true);
add_filter('http_request_host_is_external', static fn ($external, $host) => $external || $angling_is_loopback($host), 10, 2);
add_filter(
	'http_allowed_safe_ports',
	static function ($ports, $host, $url) use ($angling_is_loopback) {
		$port = wp_parse_url($url, PHP_URL_PORT);
		return $port && $angling_is_loopback($host) ? array_merge((array) $ports, [$port]) : $ports;
	},
	10,
	3
);
unset($angling_is_loopback);
