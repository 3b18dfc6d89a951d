<?php

declare(strict_types=1);

use AnglingPrizes\Draw\Beacon\Fp;
use AnglingPrizes\Draw\Beacon\Fp12;
use AnglingPrizes\Draw\Beacon\Fp2;
use AnglingPrizes\Draw\Beacon\G1Point;
use AnglingPrizes\Draw\Beacon\G2Point;
use AnglingPrizes\Draw\Beacon\Pairing;
use PHPUnit\Framework\TestCase;

/** The BLS12-381 pieces under QuicknetBeacon: decoding signatures (G1), the groups, Fp12 and the pairing check. */
final class BlsCurveTest extends TestCase
{
	/** Round 1's signature (shared-contracts src/testing/quicknetRecordedRounds.json). */
	private const SIGNATURE = 'b55e7cb2d5c613ee0b2e28d6750aabbb78c39dcc96bd9d38c2c2e12198df95571de8e8e402a0cc48871c7089a2b3af4b';

	public function test_the_generators_are_on_their_curves_and_of_order_r(): void
	{
		foreach ([G1Point::generator(), G2Point::generator()] as $generator) {
			self::assertTrue($generator->is_on_curve());
			self::assertTrue($generator->in_subgroup());
			self::assertFalse($generator->multiply(G1Point::r() - 1)->infinity);
		}
	}

	public function test_the_group_law_agrees_with_itself(): void
	{
		$g = G1Point::generator();
		$five = $g->multiply(gmp_init(5));
		self::assertTrue($five->equals($g->double()->double()->add($g)));
		self::assertTrue($five->add($g->negate())->equals($g->multiply(gmp_init(4))));
		self::assertTrue($five->add($five->negate())->infinity);
		self::assertTrue($five->is_on_curve());
		$h = G2Point::generator();
		self::assertTrue($h->multiply(gmp_init(5))->equals($h->double()->double()->add($h)));
		self::assertTrue($h->multiply(gmp_init(5))->is_on_curve());
	}

	public function test_a_compressed_signature_decodes_to_a_point_that_encodes_back_to_it(): void
	{
		$point = G1Point::from_compressed((string) hex2bin(self::SIGNATURE));
		self::assertTrue($point->is_on_curve());
		self::assertSame(self::SIGNATURE, bin2hex($point->to_compressed()));
		// The sort flag picks −σ instead.
		$negated = G1Point::from_compressed((string) hex2bin('95' . substr(self::SIGNATURE, 2)));
		self::assertTrue($negated->equals($point->negate()));
		self::assertSame('c0' . str_repeat('00', 47), bin2hex(G1Point::infinity()->to_compressed()));
	}

	/** @return array<string, array{string, string}> an encoding and the reason it names no point of G1 */
	public static function refused_encodings(): array
	{
		return [
			'the point at infinity' => ['c0' . str_repeat('00', 47), 'The point at infinity is no signature.'],
			'infinity with the sort flag' => ['e0' . str_repeat('00', 47), 'The point at infinity is no signature.'],
			'no compressed flag (round 1 with 0x80 cleared)' => ['35' . substr(self::SIGNATURE, 2), 'The compressed flag is not set.'],
			'x = p' => ['9a' . substr(Fp::P_HEX, 2), 'x is not below p.'],
			'x = 2^381 − 1' => ['9f' . str_repeat('ff', 47), 'x is not below p.'],
			'x = 1: 1 + 4 is not a square mod p' => ['80' . str_repeat('00', 46) . '01', 'x³ + 4 is not a square: no point of the curve has this x.'],
			'round 1 with its last bit flipped: off the curve' => [substr(self::SIGNATURE, 0, 94) . '4a', 'x³ + 4 is not a square: no point of the curve has this x.'],
			'(0, 2), a point of order 3' => ['80' . str_repeat('00', 47), 'The point is not in the subgroup of order r.'],
			'round 1 with bit 3 of its last byte flipped: on the curve, outside G1' => [substr(self::SIGNATURE, 0, 94) . '43', 'The point is not in the subgroup of order r.'],
			'47 bytes' => [substr(self::SIGNATURE, 2), 'A compressed G1 point is 48 bytes.'],
		];
	}

	/** @dataProvider refused_encodings */
	public function test_refuses_an_encoding_of_no_point_of_g1(string $encoding, string $reason): void
	{
		$this->expectException(InvalidArgumentException::class);
		$this->expectExceptionMessage($reason);
		G1Point::from_compressed((string) hex2bin($encoding));
	}

	/** x and x + p name the same field element, but only x is the encoding (2·g1's x is small enough for x + p). */
	public function test_refuses_a_point_of_g1_encoded_with_x_plus_p(): void
	{
		$point = G1Point::generator()->double();
		$canonical = $point->to_compressed();
		self::assertTrue(G1Point::from_compressed($canonical)->equals($point));
		$x_plus_p = Fp::to_bytes($point->x + Fp::p());
		$this->expectExceptionMessage('x is not below p.');
		G1Point::from_compressed(chr(ord($x_plus_p[0]) | (ord($canonical[0]) & 0xe0)) . substr($x_plus_p, 1));
	}

	public function test_the_order_3_point_is_on_the_curve(): void
	{
		$point = G1Point::affine(gmp_init(0), gmp_init(2));
		self::assertTrue($point->is_on_curve());
		self::assertFalse($point->in_subgroup());
		self::assertTrue($point->multiply(gmp_init(3))->infinity);
	}

	public function test_fp12_squaring_is_multiplying_by_itself_and_w6_is_xi(): void
	{
		$element = new Fp12([Fp2::of(1, 2), Fp2::of(3, 4), Fp2::of(5, 6), Fp2::of(7, 8), Fp2::of(9, 10), Fp2::of(11, 12)]);
		self::assertTrue($element->square()->equals($element->mul($element)));
		$zero = Fp2::zero();
		$w = new Fp12([$zero, Fp2::one(), $zero, $zero, $zero, $zero]);
		$xi = new Fp12([Fp2::of(1, 1), $zero, $zero, $zero, $zero, $zero]);
		self::assertTrue($w->pow(gmp_init(6))->equals($xi));
		self::assertFalse($w->pow(gmp_init(5))->equals($xi));
		// The conjugate is the p⁶-power Frobenius map (here on w: w^(p⁶) = −w).
		self::assertTrue($w->pow(gmp_pow(Fp::p(), 6))->equals($w->conjugate()));
	}

	public function test_the_pairing_check_is_bilinear_and_not_trivially_one(): void
	{
		$g1 = G1Point::generator();
		$g2 = G2Point::generator();
		$six = gmp_init(6);
		// e(6·g1, g2) · e(2·g1, −3·g2) = e(g1, g2)^(6 − 6) = 1
		self::assertTrue(Pairing::product_is_one([[$g1->multiply($six), $g2], [$g1->double(), $g2->multiply(gmp_init(3))->negate()]]));
		// e(6·g1, g2) · e(g1, −5·g2) = e(g1, g2) ≠ 1
		self::assertFalse(Pairing::product_is_one([[$g1->multiply($six), $g2], [$g1, $g2->multiply(gmp_init(5))->negate()]]));
		// A pair with the point at infinity contributes 1.
		self::assertTrue(Pairing::product_is_one([[G1Point::infinity(), $g2]]));
	}
}
