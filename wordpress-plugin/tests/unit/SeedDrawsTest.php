<?php

declare(strict_types=1);

use AnglingPrizes\Draw\SeedDraws;
use PHPUnit\Framework\TestCase;

/** The PHP draw gives what shared-contracts rules/drawProof.ts gives (the same independently computed vectors). */
final class SeedDrawsTest extends TestCase
{
	private const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
	private const OTHER_SEED = '100102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

	public function test_commitment_is_sha256_of_the_seed_bytes(): void
	{
		self::assertSame('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd', hash('sha256', (string) hex2bin(self::SEED)));
	}

	/** @return array<string, array{string, int[], int, int}> */
	public static function vectors(): array
	{
		$hundred = range(1, 100);
		return [
			'4 tickets' => [self::SEED, [3, 17, 254, 999], 1, 17],
			'4 tickets, other seed' => [self::OTHER_SEED, [3, 17, 254, 999], 3, 999],
			'one ticket' => [self::SEED, [7], 0, 7],
			'1 to 100' => [self::SEED, $hundred, 30, 31],
			'1 to 100, other seed' => [self::OTHER_SEED, $hundred, 81, 82],
		];
	}

	/**
	 * @dataProvider vectors
	 * @param int[] $tickets
	 */
	public function test_picks_hmac_of_the_sorted_tickets_mod_count(string $seed, array $tickets, int $index, int $ticket): void
	{
		self::assertSame($index, SeedDraws::winning_index($seed, $tickets));
		self::assertSame($ticket, SeedDraws::winning_ticket($seed, $tickets));
	}

	public function test_sorts_the_tickets_first(): void
	{
		self::assertSame(31, SeedDraws::winning_ticket(self::SEED, array_reverse(range(1, 100))));
	}

	public function test_refuses_a_bad_seed_and_no_tickets(): void
	{
		$this->expectException(InvalidArgumentException::class);
		SeedDraws::winning_index(self::SEED, []);
	}

	public function test_refuses_a_seed_that_is_not_32_bytes_of_hex(): void
	{
		$this->expectException(InvalidArgumentException::class);
		SeedDraws::winning_index(substr(self::SEED, 2), [1, 2]);
	}
}
