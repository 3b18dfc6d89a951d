<?php

declare(strict_types=1);

namespace AnglingPrizes\Draw;

/**
 * Draw rule v2, "drand-quicknet-v2", the same rule as shared-contracts rules/beaconDraw.ts (which states it in
 * full), so a browser checks a WordPress draw with the same code as a store-api one:
 * - at close the entry list's canonical text (`<ticket>,<label>\n` by ticket ascending), its SHA-256 and count
 *   are published with round R, the first quicknet round at least 60 s after the close;
 * - the winner's index is SHA-256("angling-prizes draw v2" ‖ 0x00 ‖ competition id (8 bytes) ‖ seed ‖ round R's
 *   randomness ‖ list hash ‖ counter (4 bytes)) read as a 256-bit number x, accepted only below the largest
 *   multiple of n not above 2^256 (no modulo bias; else the next counter), then x mod n.
 * Pure PHP without big-number extensions: ticket counts stay far below 2^31.
 */
final class BeaconDrawRule
{
	public const RULE_V1 = 'seed-hmac-v1';
	public const RULE_V2 = 'drand-quicknet-v2';
	public const LABEL = 'angling-prizes draw v2';
	public const DELAY_SECONDS = 60;
	public const CHAIN_HASH = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';
	public const GENESIS = 1692803367;
	public const PERIOD = 3;

	/** A paid entry's label: its order number (the list names nobody). */
	public static function order_label(int $order_id): string
	{
		return 'order-' . $order_id;
	}

	/**
	 * A free postal entry's label: `postal-` and the number of the £0 order it was recorded as (store-api's
	 * postalEntryLabel): free and paid entries are in one list, with the same chance, and the labels say which.
	 */
	public static function postal_label(int $order_id): string
	{
		return 'postal-' . $order_id;
	}

	/** Whether a published entry is a free postal entry (its label says so; the label is in the list's hash). */
	public static function is_postal_label(string $label): bool
	{
		return preg_match('/^postal-\d+$/', $label) === 1;
	}

	/** A sold ticket's label in the entry list: its order's, postal or paid. */
	public static function entry_label(int $order_id, bool $postal): string
	{
		return $postal ? self::postal_label($order_id) : self::order_label($order_id);
	}

	/** A quicknet round's time, Unix seconds. */
	public static function round_time(int $round): int
	{
		return self::GENESIS + ($round - 1) * self::PERIOD;
	}

	/** Round R of a draw whose entries closed at `closed_at`: the first round at least 60 s later. */
	public static function round_for(int $closed_at): int
	{
		return max(1, intdiv($closed_at + self::DELAY_SECONDS - self::GENESIS + self::PERIOD - 1, self::PERIOD) + 1);
	}

	/** 1 to 64 printable ASCII characters except the comma, no space at either end. */
	public static function is_label(string $label): bool
	{
		return preg_match('/^[!-+\--~](?:[ -+\--~]{0,62}[!-+\--~])?$/', $label) === 1;
	}

	/**
	 * The entry list's canonical text.
	 *
	 * @param list<array{ticket: int, label: string}> $entries
	 */
	public static function entry_list_text(array $entries): string
	{
		usort($entries, static fn (array $a, array $b): int => $a['ticket'] <=> $b['ticket']);
		$text = '';
		$previous = null;
		foreach ($entries as $entry) {
			if ($entry['ticket'] < 0 || $entry['ticket'] === $previous) {
				throw new \InvalidArgumentException(sprintf('The entry list cannot be drawn from: ticket %d is listed twice or negative.', $entry['ticket']));
			}
			if (!self::is_label($entry['label'])) {
				throw new \InvalidArgumentException(sprintf('The entry list cannot be drawn from: the label of ticket %d is not 1 to 64 printable ASCII characters without a comma.', $entry['ticket']));
			}
			$previous = $entry['ticket'];
			$text .= $entry['ticket'] . ',' . $entry['label'] . "\n";
		}
		return $text;
	}

	/** @return list<array{ticket: int, label: string}> */
	public static function parse_entry_list(string $text): array
	{
		$entries = [];
		foreach (explode("\n", $text) as $line) {
			if ($line === '') {
				continue;
			}
			[$ticket, $label] = explode(',', $line, 2) + [1 => ''];
			$entries[] = ['ticket' => (int) $ticket, 'label' => $label];
		}
		return $entries;
	}

	/**
	 * The bias-free step for one 32-byte hash: x mod n when x is below 2^256 − (2^256 mod n), else null.
	 * x is below that bound exactly when (2^256 − 1 − x) ≥ (2^256 mod n).
	 */
	public static function accepted_index(string $hash, int $count): ?int
	{
		if ($count < 1 || $count > 0x7fffffff) {
			throw new \InvalidArgumentException('A draw needs at least one entry.');
		}
		if (strlen($hash) !== 32) {
			throw new \InvalidArgumentException('A winner hash is 32 bytes.');
		}
		$space_mod = 1; // 2^0 mod n, raised to 2^256 mod n byte by byte
		$index = 0;
		foreach (str_split($hash) as $byte) {
			$space_mod = ($space_mod * 256) % $count;
			$index = ($index * 256 + ord($byte)) % $count;
		}
		$complement = ~$hash; // 2^256 − 1 − x, big-endian
		// 2^256 mod n < n < 2^31: any set byte above the last four makes the complement larger.
		if (trim(substr($complement, 0, 28), "\0") !== '') {
			return $index;
		}
		$low = unpack('N', substr($complement, 28))[1];
		return $low >= $space_mod ? $index : null;
	}

	/** The hashed message for one counter. */
	public static function winner_message(int $competition_id, string $seed_hex, string $randomness_hex, string $list_hash_hex, int $counter): string
	{
		foreach ([$seed_hex, $randomness_hex, $list_hash_hex] as $hex) {
			if (preg_match('/^[0-9a-f]{64}$/', $hex) !== 1) {
				throw new \InvalidArgumentException('The seed, the beacon randomness and the entry-list hash are each 64 hexadecimal characters.');
			}
		}
		return self::LABEL . "\0" . pack('J', $competition_id) . hex2bin($seed_hex) . hex2bin($randomness_hex) . hex2bin($list_hash_hex) . pack('N', $counter);
	}

	/** The winning index among `count` entries sorted by ticket. */
	public static function winner_index(int $competition_id, string $seed_hex, string $randomness_hex, string $list_hash_hex, int $count): int
	{
		for ($counter = 0; $counter <= 0xffffffff; $counter++) {
			$index = self::accepted_index(hash('sha256', self::winner_message($competition_id, $seed_hex, $randomness_hex, $list_hash_hex, $counter), true), $count);
			if ($index !== null) {
				return $index;
			}
		}
		throw new \RuntimeException('No counter gave an accepted value.');
	}
}
