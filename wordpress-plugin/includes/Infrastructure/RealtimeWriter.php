<?php

declare(strict_types=1);

namespace AnglingPrizes\Infrastructure;

/**
 * Writes instant-win notices (`instant-wins`) and community-chat messages (`community-chat`) to the realtime
 * database the storefront listens to, through its REST interface: a PUT under a key of its own, which both
 * Firebase and the embedded firebase-server accept. Off while `angling_prizes_rtdb_url` is empty. A failed
 * write is logged to WooCommerce's log and never fails the order or the message.
 */
final class RealtimeWriter
{
	public const URL_OPTION = 'angling_prizes_rtdb_url';
	/** A database secret or access token, sent as `auth` (optional; the local database needs none). */
	public const AUTH_OPTION = 'angling_prizes_rtdb_auth';
	public const INSTANT_WINS_NODE = 'instant-wins';
	public const COMMUNITY_CHAT_NODE = 'community-chat';

	public static function register(): void
	{
		add_action('angling_prizes_instant_win', [self::class, 'instant_win'], 10, 1);
		add_action('angling_prizes_chat_message', [self::class, 'chat_message'], 10, 1);
	}

	public static function instant_win(mixed $notice): void
	{
		if (is_array($notice)) {
			self::write(self::INSTANT_WINS_NODE, $notice);
		}
	}

	public static function chat_message(mixed $message): void
	{
		if (is_array($message)) {
			self::write(self::COMMUNITY_CHAT_NODE, $message);
		}
	}

	/**
	 * `{base}/{node}/{key}.json?{the base's query}&auth=…` for a base such as
	 * `http://127.0.0.1:3101?ns=angling-shop` or `https://project-default-rtdb.europe-west1.firebasedatabase.app`;
	 * null when the base is not an http(s) address.
	 */
	public static function url_for(string $base, string $node, string $key, string $auth = ''): ?string
	{
		$parts = wp_parse_url(trim($base));
		if (!is_array($parts) || !in_array($parts['scheme'] ?? '', ['http', 'https'], true) || ($parts['host'] ?? '') === '') {
			return null;
		}
		parse_str((string) ($parts['query'] ?? ''), $query);
		if ($auth !== '') {
			$query['auth'] = $auth;
		}
		$path = rtrim((string) ($parts['path'] ?? ''), '/') . '/' . rawurlencode($node) . '/' . rawurlencode($key) . '.json';
		$origin = $parts['scheme'] . '://' . $parts['host'] . (isset($parts['port']) ? ':' . $parts['port'] : '');
		return $origin . $path . ($query === [] ? '' : '?' . http_build_query($query));
	}

	/** A key that sorts by time, as Firebase's push keys do. */
	public static function new_key(): string
	{
		return sprintf('%013d%s', (int) floor(microtime(true) * 1000), bin2hex(random_bytes(4)));
	}

	/** @param array<string, mixed> $value */
	private static function write(string $node, array $value): void
	{
		$base = get_option(self::URL_OPTION, '');
		if (!is_string($base) || trim($base) === '') {
			return;
		}
		$auth = get_option(self::AUTH_OPTION, '');
		$url = self::url_for($base, $node, self::new_key(), is_string($auth) ? $auth : '');
		if ($url === null) {
			return;
		}
		$response = wp_remote_request($url, [
			'method' => 'PUT',
			'timeout' => 3,
			'headers' => ['Content-Type' => 'application/json'],
			'body' => (string) wp_json_encode($value),
		]);
		$status = is_wp_error($response) ? 0 : (int) wp_remote_retrieve_response_code($response);
		if (($status < 200 || $status >= 300) && function_exists('wc_get_logger')) {
			wc_get_logger()->warning(
				sprintf('The realtime database refused a write to %s: %s', $node, is_wp_error($response) ? $response->get_error_message() : 'HTTP ' . $status),
				['source' => 'angling-prizes']
			);
		}
	}
}
