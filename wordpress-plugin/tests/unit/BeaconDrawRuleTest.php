<?php

declare(strict_types=1);

use AnglingPrizes\Draw\BeaconDrawRule;
use PHPUnit\Framework\TestCase;

/**
 * The PHP rule v2 gives what shared-contracts rules/beaconDraw.ts gives: the same vectors as its test, computed
 * independently with Python's hashlib.
 */
final class BeaconDrawRuleTest extends TestCase
{
	private const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
	/** quicknet round 30662982's randomness. */
	private const RANDOMNESS = 'ae76da5137c6d0a0d3b50d325948b26cc3ff1f804cd7bbca29b9250c2bfe8d67';
	private const THREE_HASH = 'd2c38ab1f1b9dba1242ac0e8e24feff174f505f788e8fb27155b343fee2f1b9a';

	/** @return list<array{ticket: int, label: string}> */
	private static function three(): array
	{
		return [['ticket' => 17, 'label' => 'order-40'], ['ticket' => 3, 'label' => 'order-12'], ['ticket' => 254, 'label' => 'order-12']];
	}

	/** @return list<array{ticket: int, label: string}> */
	private static function hundred(): array
	{
		return array_map(static fn (int $ticket): array => ['ticket' => $ticket, 'label' => 'order-' . ((($ticket * 7) % 13) + 1)], range(1, 100));
	}

	public function test_rounds_are_timed_from_genesis_and_r_is_the_first_round_60_s_after_the_close(): void
	{
		self::assertSame(1692803367, BeaconDrawRule::round_time(1));
		self::assertSame(1784792310, BeaconDrawRule::round_time(30662982));
		self::assertSame(30662982, BeaconDrawRule::round_for(1784792250));
		self::assertSame(30662982, BeaconDrawRule::round_for(1784792248));
		self::assertSame(30662983, BeaconDrawRule::round_for(1784792251));
	}

	public function test_the_entry_list_is_one_line_per_ticket_ascending_and_hashed_with_sha256(): void
	{
		$text = BeaconDrawRule::entry_list_text(self::three());
		self::assertSame("3,order-12\n17,order-40\n254,order-12\n", $text);
		self::assertSame(self::THREE_HASH, hash('sha256', $text));
		self::assertSame(self::three()[1], BeaconDrawRule::parse_entry_list($text)[0]);
		self::assertCount(3, BeaconDrawRule::parse_entry_list($text));
		self::assertSame('', BeaconDrawRule::entry_list_text([]));
	}

	public function test_labels_and_lists_that_cannot_be_drawn_from_are_refused(): void
	{
		foreach (['order-1', 'postal-12', 'A', 'Jo B.', str_repeat('x', 64), '#~!'] as $label) {
			self::assertTrue(BeaconDrawRule::is_label($label), $label);
		}
		foreach (['', ' a', 'a ', 'a,b', str_repeat('x', 65), "tab\there", 'café'] as $label) {
			self::assertFalse(BeaconDrawRule::is_label($label), $label);
		}
		$this->expectException(\InvalidArgumentException::class);
		BeaconDrawRule::entry_list_text([...self::three(), ['ticket' => 3, 'label' => 'order-99']]);
	}

	public function test_only_values_at_or_above_the_largest_multiple_of_n_are_rejected(): void
	{
		$top = str_repeat("\xff", 32);
		self::assertNull(BeaconDrawRule::accepted_index($top, 3));
		self::assertSame(2, BeaconDrawRule::accepted_index(str_repeat("\xff", 31) . "\xfe", 3));
		self::assertSame(0, BeaconDrawRule::accepted_index($top, 1));
		self::assertSame(0, BeaconDrawRule::accepted_index(str_repeat("\0", 32), 1));
		self::assertSame(1023, BeaconDrawRule::accepted_index($top, 1024));
		// 2^256 mod 1000 = 936: 2^256 − 1 − 936 is the last accepted value (index 999), the next is rejected.
		self::assertSame(999, BeaconDrawRule::accepted_index(str_repeat("\xff", 30) . "\xfc\x57", 1000));
		self::assertNull(BeaconDrawRule::accepted_index(str_repeat("\xff", 30) . "\xfc\x58", 1000));
		self::assertSame(65536 % 7, BeaconDrawRule::accepted_index(str_repeat("\0", 29) . "\x01\0\0", 7));
	}

	public function test_the_winner_message_and_index_match_the_python_reference(): void
	{
		$message = BeaconDrawRule::winner_message(1234, self::SEED, self::RANDOMNESS, self::THREE_HASH, 1);
		self::assertSame(131, strlen($message));
		self::assertSame('bce6b0109c3d97b489bbcfc62e3c169b529854531cda2698ecbf325387cd59cd', hash('sha256', $message));
		self::assertSame(2, BeaconDrawRule::winner_index(1234, self::SEED, self::RANDOMNESS, self::THREE_HASH, 3));

		$hundred_text = BeaconDrawRule::entry_list_text(self::hundred());
		$hundred_hash = hash('sha256', $hundred_text);
		self::assertSame('cace0b36ed3860188eb4832979935c6cb497c39e2d86b2679a0fe12a45e82ced', $hundred_hash);
		self::assertSame(76, BeaconDrawRule::winner_index(1234, self::SEED, self::RANDOMNESS, $hundred_hash, 100));
		self::assertSame(99, BeaconDrawRule::winner_index(1235, self::SEED, self::RANDOMNESS, $hundred_hash, 100));
		$one_hash = hash('sha256', "7,postal-1\n");
		self::assertSame(0, BeaconDrawRule::winner_index(1234, self::SEED, self::RANDOMNESS, $one_hash, 1));
	}

	public function test_inputs_that_are_not_32_bytes_of_hex_are_refused(): void
	{
		$this->expectExceptionMessage('The seed, the beacon randomness and the entry-list hash are each 64 hexadecimal characters.');
		BeaconDrawRule::winner_index(1, 'abc', self::RANDOMNESS, self::THREE_HASH, 3);
	}
}
