<?php

declare(strict_types=1);

namespace AnglingPrizes\Draw\Beacon;

use AnglingPrizes\Draw\Beacon\Fp;

/**
 * An element c0 + c1·i of Fp2 = Fp[i]/(i² + 1), the field of G2's coordinates (c0 and c1 in [0, p)).
 * Immutable: every operation gives a new element.
 */
final readonly class Fp2
{
	public function __construct(public \GMP $c0, public \GMP $c1)
	{
	}

	/** From two hexadecimal numbers (or integers), each reduced modulo p. */
	public static function of(\GMP|int|string $c0, \GMP|int|string $c1): self
	{
		return new self(Fp::of($c0), Fp::of($c1));
	}

	public static function zero(): self
	{
		return new self(gmp_init(0), gmp_init(0));
	}

	public static function one(): self
	{
		return new self(gmp_init(1), gmp_init(0));
	}

	public function add(self $other): self
	{
		return new self(Fp::add($this->c0, $other->c0), Fp::add($this->c1, $other->c1));
	}

	public function sub(self $other): self
	{
		return new self(Fp::sub($this->c0, $other->c0), Fp::sub($this->c1, $other->c1));
	}

	public function neg(): self
	{
		return new self(Fp::neg($this->c0), Fp::neg($this->c1));
	}

	/** (a + bi)(c + di) = (ac − bd) + (ad + bc)i. */
	public function mul(self $other): self
	{
		$p = Fp::p();
		return new self(
			gmp_mod($this->c0 * $other->c0 - $this->c1 * $other->c1, $p),
			gmp_mod($this->c0 * $other->c1 + $this->c1 * $other->c0, $p),
		);
	}

	public function square(): self
	{
		return $this->mul($this);
	}

	/** Times an element of Fp. */
	public function scale(\GMP $factor): self
	{
		return new self(Fp::mul($this->c0, $factor), Fp::mul($this->c1, $factor));
	}

	/** 1/(a + bi) = (a − bi)/(a² + b²); the element must not be 0. */
	public function inverse(): self
	{
		$norm_inverse = Fp::inverse(Fp::add(Fp::mul($this->c0, $this->c0), Fp::mul($this->c1, $this->c1)));
		return new self(Fp::mul($this->c0, $norm_inverse), Fp::neg(Fp::mul($this->c1, $norm_inverse)));
	}

	public function is_zero(): bool
	{
		return gmp_sign($this->c0) === 0 && gmp_sign($this->c1) === 0;
	}

	public function equals(self $other): bool
	{
		return gmp_cmp($this->c0, $other->c0) === 0 && gmp_cmp($this->c1, $other->c1) === 0;
	}

	/**
	 * The compressed G2 encoding's sort flag: whether this is the lexicographically larger of y and −y,
	 * comparing c1 first and c0 when c1 is 0 (the ZCash encoding).
	 */
	public function is_larger_half(): bool
	{
		return gmp_sign($this->c1) !== 0 ? Fp::is_larger_half($this->c1) : Fp::is_larger_half($this->c0);
	}
}
