<?php

declare(strict_types=1);

use AnglingPrizes\Draw\Beacon\G2Point;
use AnglingPrizes\Draw\Beacon\QuicknetBeacon;
use PHPUnit\Framework\TestCase;

/**
 * The PHP check of a drand quicknet round gives what shared-contracts rules/drandBeacon.ts gives: real rounds
 * (recorded in shared-contracts src/testing/quicknetRecordedRounds.json, read here so the values live in one place)
 * verify with their recorded randomness, and every kind of wrong input is refused with the TypeScript reason.
 */
final class QuicknetBeaconTest extends TestCase
{
	/** @var list<array{round: int, randomness: string, signature: string}>|null */
	private static ?array $rounds = null;

	/** @return list<array{round: int, randomness: string, signature: string}> */
	private static function rounds(): array
	{
		if (self::$rounds === null) {
			$file = dirname(__DIR__, 3) . '/shared-contracts/src/testing/quicknetRecordedRounds.json';
			$recorded = json_decode((string) file_get_contents($file), true, 8, JSON_THROW_ON_ERROR);
			self::$rounds = $recorded['rounds'];
		}
		return self::$rounds;
	}

	/** @return array{round: int, randomness: string, signature: string} */
	private static function round(int $round): array
	{
		foreach (self::rounds() as $recorded) {
			if ($recorded['round'] === $round) {
				return $recorded;
			}
		}
		throw new LogicException("round $round is not recorded");
	}

	/** @return array<string, array{int, string, string}> */
	public static function recorded_rounds(): array
	{
		$cases = [];
		foreach (self::rounds() as $recorded) {
			$cases['round ' . $recorded['round']] = [$recorded['round'], $recorded['signature'], $recorded['randomness']];
		}
		return $cases;
	}

	public function test_the_recorded_rounds_are_there(): void
	{
		self::assertCount(7, self::rounds());
	}

	/** @dataProvider recorded_rounds */
	public function test_a_recorded_round_verifies_and_gives_its_recorded_randomness(int $round, string $signature, string $randomness): void
	{
		self::assertSame(
			['valid' => true, 'round' => $round, 'signature' => $signature, 'randomness' => $randomness],
			QuicknetBeacon::verify($round, $signature, $randomness),
		);
	}

	public function test_upper_case_hex_and_surrounding_white_space_are_taken_and_the_answer_is_lower_case(): void
	{
		$recorded = self::round(30662982);
		self::assertSame(
			['valid' => true, 'round' => 30662982, 'signature' => $recorded['signature'], 'randomness' => $recorded['randomness']],
			QuicknetBeacon::verify(30662982, " \n" . strtoupper($recorded['signature']) . "\t", strtoupper($recorded['randomness']) . ' '),
		);
	}

	public function test_a_signature_with_one_bit_flipped_is_refused(): void
	{
		$signature = self::round(1)['signature'];
		$refused = ['valid' => false, 'reason' => 'the signature of round 1 does not verify under the quicknet public key'];
		// The last bit: x³ + 4 is then no square.
		self::assertSame($refused, QuicknetBeacon::verify(1, substr($signature, 0, 94) . '4a'));
		// Bit 3 of the last byte: a point of the curve outside G1.
		self::assertSame($refused, QuicknetBeacon::verify(1, substr($signature, 0, 94) . '43'));
		// The sort flag: −σ, in G1, which only the pairing check refuses.
		self::assertSame($refused, QuicknetBeacon::verify(1, '95' . substr($signature, 2)));
	}

	public function test_a_genuine_signature_presented_for_another_round_is_refused(): void
	{
		self::assertSame(
			['valid' => false, 'reason' => 'the signature of round 1 does not verify under the quicknet public key'],
			QuicknetBeacon::verify(1, self::round(2)['signature']),
		);
	}

	public function test_a_randomness_that_is_not_sha256_of_the_signature_is_refused(): void
	{
		self::assertSame(
			['valid' => false, 'reason' => 'the randomness given for round 2 is not SHA-256 of its signature'],
			QuicknetBeacon::verify(2, self::round(2)['signature'], self::round(1)['randomness']),
		);
	}

	/** @return array<string, array{string}> */
	public static function not_48_bytes_of_hex(): array
	{
		$signature = 'b55e7cb2d5c613ee0b2e28d6750aabbb78c39dcc96bd9d38c2c2e12198df95571de8e8e402a0cc48871c7089a2b3af4b';
		return [
			'empty' => [''],
			'47 bytes' => [substr($signature, 2)],
			'49 bytes' => [$signature . '00'],
			'an odd number of digits' => [substr($signature, 1)],
			'a letter that is no hex digit' => ['g' . substr($signature, 1)],
			'a 0x prefix' => ['0x' . substr($signature, 2)],
			'a space inside' => [substr($signature, 0, 48) . ' ' . substr($signature, 49)],
			'base64' => [base64_encode((string) hex2bin($signature))],
		];
	}

	/** @dataProvider not_48_bytes_of_hex */
	public function test_a_signature_that_is_not_48_bytes_of_hex_is_refused(string $signature): void
	{
		self::assertSame(['valid' => false, 'reason' => 'the signature of round 3 is not 48 bytes of hex'], QuicknetBeacon::verify(3, $signature));
	}

	/** @return array<string, array{string}> */
	public static function no_points_of_g1(): array
	{
		return [
			'the point at infinity' => ['c0' . str_repeat('00', 47)],
			'x = 1, no point of the curve' => ['80' . str_repeat('00', 46) . '01'],
			'x = p' => ['9a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab'],
			'(0, 2), on the curve but of order 3' => ['80' . str_repeat('00', 47)],
		];
	}

	/** @dataProvider no_points_of_g1 */
	public function test_an_encoding_of_no_point_of_g1_does_not_verify(string $signature): void
	{
		self::assertSame(
			['valid' => false, 'reason' => 'the signature of round 3 does not verify under the quicknet public key'],
			QuicknetBeacon::verify(3, $signature, self::round(3)['randomness']),
		);
	}

	/** @return array<string, array{int}> */
	public static function not_round_numbers(): array
	{
		return ['zero' => [0], 'minus one' => [-1], 'above 2^53 − 1' => [QuicknetBeacon::MAX_ROUND + 1], 'PHP_INT_MIN' => [PHP_INT_MIN]];
	}

	/** @dataProvider not_round_numbers */
	public function test_a_round_below_1_or_above_the_safe_integers_is_refused(int $round): void
	{
		self::assertSame(
			['valid' => false, 'reason' => sprintf('round %d is not a round number', $round)],
			QuicknetBeacon::verify($round, self::round(1)['signature']),
		);
	}

	public function test_the_pinned_public_key_point_is_in_g2_and_compresses_to_the_pinned_key(): void
	{
		$key = QuicknetBeacon::public_key();
		self::assertTrue($key->is_on_curve());
		self::assertTrue($key->in_subgroup());
		self::assertSame(QuicknetBeacon::PUBLIC_KEY, bin2hex($key->to_compressed()));
		self::assertNotSame(QuicknetBeacon::PUBLIC_KEY, bin2hex($key->negate()->to_compressed()));
		self::assertFalse($key->equals(G2Point::generator()));
	}

	public function test_the_pinned_public_key_is_the_typescript_one(): void
	{
		$rules = dirname(__DIR__, 3) . '/shared-contracts/src/rules';
		$chain = (string) file_get_contents($rules . '/drawRules.ts');
		self::assertSame(1, preg_match("/publicKey:\\s*'([0-9a-f]+)'/", $chain, $match));
		self::assertSame($match[1], QuicknetBeacon::PUBLIC_KEY);
		$verifier = (string) file_get_contents($rules . '/drandBeacon.ts');
		self::assertStringContainsString("QUICKNET_DST = '" . QuicknetBeacon::DST . "'", $verifier);
	}

	public function test_the_signed_message_is_sha256_of_the_round_as_8_bytes_big_endian(): void
	{
		self::assertSame(hash('sha256', "\0\0\0\0\x01\xd3\xe4\x46", true), QuicknetBeacon::message(30663750));
	}

	public function test_is_available_with_gmp_and_where_gmp_is_a_shared_extension_throws_naming_gmp_without_it(): void
	{
		self::assertTrue(QuicknetBeacon::available());
		// `php -n` reads no ini file, so loads no shared extension: gmp is missing there.
		$script = 'require ' . var_export(dirname(__DIR__, 2) . '/includes/Autoloader.php', true) . ';'
			. '\AnglingPrizes\Autoloader::register(' . var_export(dirname(__DIR__, 2) . '/includes', true) . ');'
			. 'echo extension_loaded("gmp") ? "gmp loaded" : (\AnglingPrizes\Draw\Beacon\QuicknetBeacon::available() ? "available" : "not available"), "\n";'
			. 'try { \AnglingPrizes\Draw\Beacon\QuicknetBeacon::verify(1, str_repeat("00", 48)); echo "no exception\n"; }'
			. ' catch (\RuntimeException $error) { echo get_class($error), ": ", $error->getMessage(), "\n"; }';
		exec(escapeshellarg(PHP_BINARY) . ' -n -r ' . escapeshellarg($script) . ' 2>&1', $output, $status);
		if (($output[0] ?? '') === 'gmp loaded') {
			self::markTestSkipped('this PHP has gmp built in, so it cannot run without it');
		}
		self::assertSame(0, $status, implode("\n", $output));
		self::assertSame([
			'not available',
			"RuntimeException: Verifying a drand beacon round needs PHP's gmp extension (php-gmp), which is not loaded.",
		], $output);
	}
}
