<?php

declare(strict_types=1);

namespace AnglingPrizes\Infrastructure;

/**
 * Cross-origin access for the storefront: its origin (and the extra origins an admin lists) is an allowed
 * origin, which WooCommerce's Store API requires before a first Cart-Token exists. Outside production
 * (`wp_get_environment_type()`), a storefront on this machine is allowed however it is opened
 * (http://localhost or http://127.0.0.1, any port), as store-api allows it; production allows only the
 * configured origins. The plugin's own routes
 * answer allowed origins only (WordPress's REST server echoes any origin), and expose `Retry-After` so a
 * refusal can say how long to wait; the Store API's CORS stays WooCommerce's own.
 */
final class Cors
{
	public const EXTRA_ORIGINS = 'angling_prizes_allowed_origins';

	public static function register(): void
	{
		add_filter('allowed_http_origins', [self::class, 'allowed_origins']);
		add_filter('allowed_http_origin', [self::class, 'loopback_outside_production'], 10, 2);
		add_filter('rest_exposed_cors_headers', [self::class, 'exposed_headers'], 10, 2);
		add_filter('rest_post_dispatch', [self::class, 'retry_after'], 10, 3);
		// After WordPress's rest_send_cors_headers (10), which echoes any origin.
		add_filter('rest_pre_serve_request', [self::class, 'allowed_origins_only'], 11, 3);
	}

	/** @param string[] $origins */
	public static function allowed_origins(mixed $origins): array
	{
		$origins = is_array($origins) ? $origins : [];
		foreach ([Settings::storefront_url(), ...self::extra_origins()] as $url) {
			$origin = self::origin_of($url);
			if ($origin !== null && !in_array($origin, $origins, true)) {
				$origins[] = $origin;
			}
		}
		return $origins;
	}

	/** `allowed_http_origin`: an origin on this machine is allowed when the site is not in production. */
	public static function loopback_outside_production(mixed $allowed, mixed $origin): mixed
	{
		if (is_string($origin) && self::is_loopback_origin($origin) && wp_get_environment_type() !== 'production') {
			return $origin;
		}
		return $allowed;
	}

	/** http://localhost or http://127.0.0.1 on any port (store-api's LOCAL_ORIGIN). */
	public static function is_loopback_origin(string $origin): bool
	{
		return preg_match('#^http://(localhost|127\.0\.0\.1)(:\d{1,5})?$#', $origin) === 1;
	}

	/** @return list<string> */
	public static function extra_origins(): array
	{
		$stored = get_option(self::EXTRA_ORIGINS, '');
		$lines = preg_split('/[\s,]+/', is_string($stored) ? $stored : '') ?: [];
		return array_values(array_filter($lines, static fn (string $line): bool => self::origin_of($line) !== null));
	}

	/** "https://shop.example.co.uk" from any http(s) address, else null. */
	public static function origin_of(string $url): ?string
	{
		$parts = wp_parse_url(trim($url));
		if (!is_array($parts) || !in_array($parts['scheme'] ?? '', ['http', 'https'], true) || ($parts['host'] ?? '') === '') {
			return null;
		}
		return $parts['scheme'] . '://' . $parts['host'] . (isset($parts['port']) ? ':' . $parts['port'] : '');
	}

	/** Whether the request is to one of the plugin's own routes (`/api/v1/…`). */
	private static function is_plugin_route(mixed $request): bool
	{
		return $request instanceof \WP_REST_Request && str_starts_with($request->get_route(), '/api/v1/');
	}

	/** @param string[] $headers */
	public static function exposed_headers(mixed $headers, mixed $request = null): array
	{
		$headers = is_array($headers) ? $headers : [];
		if (self::is_plugin_route($request)) {
			$headers[] = 'Retry-After';
		}
		return $headers;
	}

	/** On the plugin's routes, an origin that is not allowed is not echoed (nor given credentials). */
	public static function allowed_origins_only(mixed $served, mixed $result, mixed $request): mixed
	{
		$origin = get_http_origin();
		if (self::is_plugin_route($request) && $origin && !is_allowed_http_origin($origin) && !headers_sent()) {
			header_remove('Access-Control-Allow-Origin');
			header_remove('Access-Control-Allow-Credentials');
		}
		return $served;
	}

	/** A 429 of the plugin carries `data.retry_after`: it is sent as the Retry-After header too. */
	public static function retry_after(mixed $response, mixed $server, mixed $request): mixed
	{
		if ($response instanceof \WP_REST_Response && $response->get_status() === 429) {
			$data = $response->get_data();
			$seconds = is_array($data) ? ($data['data']['retry_after'] ?? null) : null;
			if (is_int($seconds) && $seconds > 0) {
				$response->header('Retry-After', (string) $seconds);
			}
		}
		return $response;
	}
}
