<?php

declare(strict_types=1);

namespace AnglingPrizes\Draw\Beacon;

use AnglingPrizes\Draw\Beacon\Fp;
use AnglingPrizes\Draw\Beacon\ScalarMultiplication;

/**
 * A point of E: y² = x³ + 4 over Fp in affine coordinates (or the point at infinity), and G1: its subgroup of
 * prime order r, where BLS signatures of the min-sig scheme and the hashed messages live. Affine formulas
 * with one field inversion per step: slow but short, and only a few hundred steps are ever needed.
 *
 * The 48-byte compressed encoding is ZCash's: x big-endian with three flags in the top bits of the first
 * byte, 0x80 compressed (required), 0x40 the point at infinity, 0x20 set when y is the larger of y and −y.
 */
final readonly class G1Point
{
	use ScalarMultiplication;

	/** r, the order of G1 and G2 (and of the pairing's values). */
	public const R_HEX = '73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001';

	public const B = 4;

	/** The standard generator of G1 (the BLS12-381 parameters, as in @noble/curves). */
	private const GENERATOR_X = '17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb';
	private const GENERATOR_Y = '08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1';

	private function __construct(public \GMP $x, public \GMP $y, public bool $infinity)
	{
	}

	/** The point (x, y), unchecked (is_on_curve says whether it is one). */
	public static function affine(\GMP $x, \GMP $y): self
	{
		return new self(Fp::of($x), Fp::of($y), false);
	}

	public static function infinity(): self
	{
		return new self(gmp_init(0), gmp_init(0), true);
	}

	public static function generator(): self
	{
		return self::affine(gmp_init(self::GENERATOR_X, 16), gmp_init(self::GENERATOR_Y, 16));
	}

	public static function r(): \GMP
	{
		return gmp_init(self::R_HEX, 16);
	}

	/**
	 * The point of G1 a 48-byte compressed encoding names, validated: the compressed flag set, not the point
	 * at infinity, x below p, x³ + 4 a square, and the point in the subgroup of order r.
	 *
	 * @throws \InvalidArgumentException naming what is wrong
	 */
	public static function from_compressed(string $bytes): self
	{
		if (strlen($bytes) !== Fp::BYTES) {
			throw new \InvalidArgumentException('A compressed G1 point is 48 bytes.');
		}
		$flags = ord($bytes[0]) & 0xe0;
		if (($flags & 0x80) === 0) {
			throw new \InvalidArgumentException('The compressed flag is not set.');
		}
		if (($flags & 0x40) !== 0) {
			throw new \InvalidArgumentException('The point at infinity is no signature.');
		}
		$x = Fp::from_bytes(chr(ord($bytes[0]) & 0x1f) . substr($bytes, 1));
		if (gmp_cmp($x, Fp::p()) >= 0) {
			throw new \InvalidArgumentException('x is not below p.');
		}
		$y = Fp::sqrt(self::right_side($x));
		if ($y === null) {
			throw new \InvalidArgumentException('x³ + 4 is not a square: no point of the curve has this x.');
		}
		if (Fp::is_larger_half($y) !== (($flags & 0x20) !== 0)) {
			$y = Fp::neg($y);
		}
		$point = new self($x, $y, false);
		if (!$point->in_subgroup()) {
			throw new \InvalidArgumentException('The point is not in the subgroup of order r.');
		}
		return $point;
	}

	/** The 48-byte compressed encoding. */
	public function to_compressed(): string
	{
		if ($this->infinity) {
			return "\xc0" . str_repeat("\0", Fp::BYTES - 1);
		}
		$bytes = Fp::to_bytes($this->x);
		$flags = 0x80 | (Fp::is_larger_half($this->y) ? 0x20 : 0);
		return chr(ord($bytes[0]) | $flags) . substr($bytes, 1);
	}

	public function is_on_curve(): bool
	{
		return $this->infinity || gmp_cmp(Fp::mul($this->y, $this->y), self::right_side($this->x)) === 0;
	}

	/** r·P is the point at infinity. */
	public function in_subgroup(): bool
	{
		return $this->multiply(self::r())->infinity;
	}

	public function negate(): self
	{
		return $this->infinity ? $this : new self($this->x, Fp::neg($this->y), false);
	}

	public function equals(self $other): bool
	{
		if ($this->infinity || $other->infinity) {
			return $this->infinity === $other->infinity;
		}
		return gmp_cmp($this->x, $other->x) === 0 && gmp_cmp($this->y, $other->y) === 0;
	}

	/** The chord-and-tangent sum, every case included (infinity, P + (−P), P + P). */
	public function add(self $other): self
	{
		if ($this->infinity) {
			return $other;
		}
		if ($other->infinity) {
			return $this;
		}
		if (gmp_cmp($this->x, $other->x) === 0) {
			return gmp_cmp($this->y, $other->y) === 0 ? $this->double() : self::infinity();
		}
		$slope = Fp::mul(Fp::sub($other->y, $this->y), Fp::inverse(Fp::sub($other->x, $this->x)));
		return $this->with_slope($other->x, $slope);
	}

	public function double(): self
	{
		if ($this->infinity || gmp_sign($this->y) === 0) {
			return self::infinity();
		}
		$slope = Fp::mul(Fp::mul(gmp_init(3), Fp::mul($this->x, $this->x)), Fp::inverse(Fp::add($this->y, $this->y)));
		return $this->with_slope($this->x, $slope);
	}

	/**
	 * The sum of this point and the point with x-coordinate other_x on the line through this point with
	 * slope λ: x₃ = λ² − x₁ − x₂, y₃ = λ(x₁ − x₃) − y₁.
	 */
	private function with_slope(\GMP $other_x, \GMP $slope): self
	{
		$x = Fp::sub(Fp::sub(Fp::mul($slope, $slope), $this->x), $other_x);
		$y = Fp::sub(Fp::mul($slope, Fp::sub($this->x, $x)), $this->y);
		return new self($x, $y, false);
	}

	private static function right_side(\GMP $x): \GMP
	{
		return Fp::add(Fp::mul(Fp::mul($x, $x), $x), gmp_init(self::B));
	}
}
