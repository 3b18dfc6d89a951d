<?php

declare(strict_types=1);

namespace AnglingPrizes\Draw\Beacon;

use AnglingPrizes\Draw\Beacon\Fp;

/**
 * An element of Fp12, the field the pairing's values live in, kept flat: Fp12 = Fp2[w]/(w⁶ − ξ) with
 * ξ = 1 + i, so an element is c0 + c1·w + … + c5·w⁵ with six Fp2 coefficients (w⁶ − ξ is irreducible over
 * Fp2 because ξ is neither a square nor a cube there). This is the usual tower Fp2 → Fp6 → Fp12 with
 * v = w², written out in one level: one multiplication rule instead of three, at the price of speed.
 *
 * Multiplication is schoolbook: the 36 (21 when squaring) products of coefficients are summed as plain
 * integers, w⁶ becomes ξ, and each result coefficient is reduced modulo p once at the end.
 *
 * The conjugate (c1, c3, c5 negated) is the p⁶-power Frobenius map: w^(p⁶) = −w, since w² lies in Fp6 and
 * w does not, and the Fp2 coefficients are fixed by it. Pairing uses that to make the final exponentiation
 * shorter.
 */
final readonly class Fp12
{
	/** @param list<Fp2> $c the coefficients of w⁰ … w⁵ */
	public function __construct(public array $c)
	{
		if (count($c) !== 6) {
			throw new \InvalidArgumentException('An element of Fp12 has six coefficients.');
		}
	}

	public static function one(): self
	{
		$zero = Fp2::zero();
		return new self([Fp2::one(), $zero, $zero, $zero, $zero, $zero]);
	}

	public function mul(self $other): self
	{
		[$a0, $a1] = $this->parts();
		[$b0, $b1] = $other->parts();
		$zero = gmp_init(0);
		$real = array_fill(0, 11, $zero);
		$imaginary = array_fill(0, 11, $zero);
		for ($i = 0; $i < 6; $i++) {
			if (gmp_sign($a0[$i]) === 0 && gmp_sign($a1[$i]) === 0) {
				continue;
			}
			for ($j = 0; $j < 6; $j++) {
				if (gmp_sign($b0[$j]) === 0 && gmp_sign($b1[$j]) === 0) {
					continue;
				}
				$real[$i + $j] += $a0[$i] * $b0[$j] - $a1[$i] * $b1[$j];
				$imaginary[$i + $j] += $a0[$i] * $b1[$j] + $a1[$i] * $b0[$j];
			}
		}
		return self::reduce($real, $imaginary);
	}

	/** The same as mul($this), with each cross product computed once and doubled. */
	public function square(): self
	{
		[$a0, $a1] = $this->parts();
		$zero = gmp_init(0);
		$real = array_fill(0, 11, $zero);
		$imaginary = array_fill(0, 11, $zero);
		for ($i = 0; $i < 6; $i++) {
			$real[2 * $i] += $a0[$i] * $a0[$i] - $a1[$i] * $a1[$i];
			$imaginary[2 * $i] += 2 * $a0[$i] * $a1[$i];
			for ($j = $i + 1; $j < 6; $j++) {
				$real[$i + $j] += 2 * ($a0[$i] * $a0[$j] - $a1[$i] * $a1[$j]);
				$imaginary[$i + $j] += 2 * ($a0[$i] * $a1[$j] + $a1[$i] * $a0[$j]);
			}
		}
		return self::reduce($real, $imaginary);
	}

	/** This to the power of a non-negative integer (square and multiply, from the top bit). */
	public function pow(\GMP $exponent): self
	{
		$result = self::one();
		for ($bit = strlen(gmp_strval($exponent, 2)) - 1; $bit >= 0; $bit--) {
			$result = $result->square();
			if (gmp_testbit($exponent, $bit)) {
				$result = $result->mul($this);
			}
		}
		return $result;
	}

	/** The p⁶-power Frobenius map: the odd powers of w change sign. */
	public function conjugate(): self
	{
		$c = $this->c;
		foreach ([1, 3, 5] as $k) {
			$c[$k] = $c[$k]->neg();
		}
		return new self($c);
	}

	public function equals(self $other): bool
	{
		foreach ($this->c as $k => $coefficient) {
			if (!$coefficient->equals($other->c[$k])) {
				return false;
			}
		}
		return true;
	}

	public function is_zero(): bool
	{
		foreach ($this->c as $coefficient) {
			if (!$coefficient->is_zero()) {
				return false;
			}
		}
		return true;
	}

	/** @return array{list<\GMP>, list<\GMP>} the real and the imaginary parts of the six coefficients */
	private function parts(): array
	{
		$real = [];
		$imaginary = [];
		foreach ($this->c as $coefficient) {
			$real[] = $coefficient->c0;
			$imaginary[] = $coefficient->c1;
		}
		return [$real, $imaginary];
	}

	/**
	 * The element of the unreduced sums of w⁰ … w¹⁰: w^(6+k) = ξ·w^k, and ξ(x + yi) = (x − y) + (x + y)i.
	 *
	 * @param list<\GMP> $real
	 * @param list<\GMP> $imaginary
	 */
	private static function reduce(array $real, array $imaginary): self
	{
		$p = Fp::p();
		$c = [];
		for ($k = 0; $k < 6; $k++) {
			$x = $real[$k];
			$y = $imaginary[$k];
			if ($k < 5) {
				$x += $real[$k + 6] - $imaginary[$k + 6];
				$y += $real[$k + 6] + $imaginary[$k + 6];
			}
			$c[] = new Fp2(gmp_mod($x, $p), gmp_mod($y, $p));
		}
		return new self($c);
	}
}
