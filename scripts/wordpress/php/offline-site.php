<?php
/**
 * Plugin Name: Offline site
 * Description: For test and local runs: every mail is recorded (one JSON object a line in ANGLING_WP_MAIL_LOG) instead of sent, and requests to this machine (the realtime database) are allowed.
 */

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
