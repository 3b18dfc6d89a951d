<?php

declare(strict_types=1);

namespace AnglingPrizes\Draw;

use AnglingPrizes\Draw\Beacon\QuicknetBeacon;

/**
 * drand HTTP relays, asked for one quicknet round (draw rule v2, step 3). Every relay is asked, every answer
 * checked (shape, round) and verified against the pinned quicknet key: a relay is trusted for nothing, as
 * drand advises. An answer that is malformed, for another round or forged is set aside with what was wrong.
 */
final class BeaconRelays
{
	/** The option holding the relays: base URLs separated by commas, spaces or lines; `none`: no relay. */
	public const OPTION = 'angling_prizes_drand_relays';

	/** The public quicknet relays, used while the option is empty. */
	public const DEFAULTS = ['https://api.drand.sh', 'https://api2.drand.sh', 'https://api3.drand.sh', 'https://drand.cloudflare.com'];

	/** A relay answer larger than this is no beacon. */
	private const MAX_ANSWER_BYTES = 16384;

	/** @return list<string> */
	public static function configured(): array
	{
		$value = get_option(self::OPTION, '');
		return self::parse(is_string($value) ? $value : '');
	}

	/** @return list<string> */
	public static function parse(string $value): array
	{
		$listed = preg_split('/[\s,]+/', trim($value), -1, PREG_SPLIT_NO_EMPTY) ?: [];
		if ($listed === []) {
			return self::DEFAULTS;
		}
		if ($listed === ['none']) {
			return [];
		}
		$relays = [];
		foreach ($listed as $relay) {
			if (preg_match('#^https?://[^\s/?\#]+(/[^\s?\#]*)?$#', $relay) === 1) {
				$relays[] = rtrim($relay, '/');
			}
		}
		return $relays;
	}

	/**
	 * Asks one relay for the round.
	 *
	 * @return array{relay: string, beacon: array{round: int, signature: string, randomness: string}}|array{relay: string, problem: string, kind: string}
	 */
	public static function ask(string $relay, int $round): array
	{
		$url = sprintf('%s/%s/public/%d', $relay, BeaconDrawRule::CHAIN_HASH, $round);
		$response = wp_remote_get($url, ['timeout' => 10, 'redirection' => 2, 'headers' => ['Accept' => 'application/json'], 'limit_response_size' => self::MAX_ANSWER_BYTES + 1]);
		if (is_wp_error($response)) {
			return ['relay' => $relay, 'kind' => 'unavailable', 'problem' => sprintf('could not be reached (%s)', $response->get_error_message())];
		}
		$status = (int) wp_remote_retrieve_response_code($response);
		if ($status === 404) {
			return ['relay' => $relay, 'kind' => 'unavailable', 'problem' => sprintf('has no round %d yet (404)', $round)];
		}
		if ($status !== 200) {
			return ['relay' => $relay, 'kind' => 'unavailable', 'problem' => sprintf('answered HTTP %d', $status)];
		}
		$body = wp_remote_retrieve_body($response);
		if (strlen($body) > self::MAX_ANSWER_BYTES) {
			return ['relay' => $relay, 'kind' => 'malformed', 'problem' => 'answered too many bytes for a beacon'];
		}
		$json = json_decode($body, true);
		if (!is_array($json)) {
			return ['relay' => $relay, 'kind' => 'malformed', 'problem' => 'answered something that is not JSON'];
		}
		$problem = self::shape_problem($json);
		if ($problem !== null) {
			return ['relay' => $relay, 'kind' => 'malformed', 'problem' => sprintf('answered a malformed beacon (%s)', $problem)];
		}
		if ($json['round'] !== $round) {
			return ['relay' => $relay, 'kind' => 'other-round', 'problem' => sprintf('answered round %d when asked for round %d', $json['round'], $round)];
		}
		$check = QuicknetBeacon::verify($round, (string) $json['signature'], (string) $json['randomness']);
		if (!$check['valid']) {
			return ['relay' => $relay, 'kind' => 'forged', 'problem' => sprintf('answered a forged beacon: %s', $check['reason'])];
		}
		return ['relay' => $relay, 'beacon' => ['round' => $check['round'], 'signature' => $check['signature'], 'randomness' => $check['randomness']]];
	}

	/** What is wrong with a relay's JSON as a beacon (null: round, signature and randomness are there and well formed). */
	private static function shape_problem(array $json): ?string
	{
		if (!is_int($json['round'] ?? null) || $json['round'] < 1) {
			return 'round: not a round number';
		}
		if (!is_string($json['signature'] ?? null) || preg_match('/^[0-9a-fA-F]{96}$/', $json['signature']) !== 1) {
			return 'signature: a signature is 48 bytes of hex';
		}
		if (!is_string($json['randomness'] ?? null) || preg_match('/^[0-9a-fA-F]{64}$/', $json['randomness']) !== 1) {
			return 'randomness: a randomness is 32 bytes of hex';
		}
		return null;
	}
}
