<?php

/**
 * Plugin Name: Angling Prizes request guard
 * Description: Refuses, before WooCommerce loads, requests that WordPress core or WooCommerce cannot handle: a rest_route that is not text (WooCommerce dies on it with a fatal error) and bodies over 1 MB outside wp-admin's uploads. Shipped with the Angling Prizes plugin; copy this file into wp-content/mu-plugins/. The site's nginx (deploy/wordpress/nginx-site.conf) refuses the same requests first; this is for every other way a request reaches PHP.
 */

declare(strict_types=1);

namespace AnglingPrizes\RequestGuard;

/** The largest body outside wp-admin's uploads: the storefront's calls are a few kilobytes (nginx: client_max_body_size 1m). */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The refusal of a request, or null to let it through: [status, code, message].
 *
 * @param array<string, mixed> $server $_SERVER
 * @param array<string, mixed> ...$inputs $_GET, $_POST, $_REQUEST
 * @return array{0: int, 1: string, 2: string}|null
 */
function refusal(array $server, bool $admin, array ...$inputs): ?array
{
	foreach ($inputs as $input) {
		if (array_key_exists('rest_route', $input) && !is_string($input['rest_route'])) {
			return [400, 'rest_invalid_route', 'The rest_route parameter must be one route, written as text.'];
		}
	}
	$length = $server['CONTENT_LENGTH'] ?? '';
	if (is_string($length) && ctype_digit($length) && (int) $length > MAX_BODY_BYTES && !$admin && !is_media_upload($server, ...$inputs)) {
		return [413, 'rest_request_too_large', 'The request is too large.'];
	}
	return null;
}

/**
 * Whether the request uploads to the media library through the REST API (the block editor does), which may be
 * as large as wp-admin's uploads.
 *
 * @param array<string, mixed> $server
 * @param array<string, mixed> ...$inputs
 */
function is_media_upload(array $server, array ...$inputs): bool
{
	foreach ($inputs as $input) {
		if (isset($input['rest_route'])) {
			return is_string($input['rest_route']) && preg_match('#^/wp/v2/media(/|$)#i', $input['rest_route']) === 1;
		}
	}
	$path = is_string($server['REQUEST_URI'] ?? null) ? (string) strtok($server['REQUEST_URI'], '?') : '';
	return preg_match('#/wp-json/wp/v2/media(/|$)#i', $path) === 1;
}

$angling_guard_refusal = refusal($_SERVER, is_admin(), $_GET, $_POST, $_REQUEST);
if ($angling_guard_refusal !== null) {
	[$angling_guard_status, $angling_guard_code, $angling_guard_message] = $angling_guard_refusal;
	if (!headers_sent()) {
		// The refusal carries no one's data: any storefront may read it.
		header('Access-Control-Allow-Origin: *');
	}
	wp_send_json(['code' => $angling_guard_code, 'message' => $angling_guard_message, 'data' => ['status' => $angling_guard_status]], $angling_guard_status);
}
unset($angling_guard_refusal);
