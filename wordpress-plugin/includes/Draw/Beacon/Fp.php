<?php

declare(strict_types=1);

namespace AnglingPrizes\Draw\Beacon;

/**
 * The base field of BLS12-381: the integers modulo the 381-bit prime p, each element a non-negative `\GMP`
 * below p. Static helpers only (an element is just its number), used by Fp2, the G1 points and hash to curve.
 *
 * p ≡ 3 (mod 4), so a square root is one exponentiation: sqrt(a) = a^((p+1)/4) when a is a square.
 */
final class Fp
{
	/** p, from the BLS12-381 parameters (RFC 9380 section 8.8.1; the same in @noble/curves). */
	public const P_HEX = '1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab';

	/** The bytes of an element in the encodings: 48, big-endian. */
	public const BYTES = 48;

	private static ?\GMP $p = null;
	private static ?\GMP $sqrt_exponent = null;
	private static ?\GMP $half = null;

	public static function p(): \GMP
	{
		return self::$p ??= gmp_init(self::P_HEX, 16);
	}

	/** The element of an integer (a string is hexadecimal): its remainder modulo p, in [0, p). */
	public static function of(\GMP|int|string $value): \GMP
	{
		if (is_string($value)) {
			$value = gmp_init($value, 16);
		}
		return gmp_mod($value, self::p());
	}

	public static function add(\GMP $a, \GMP $b): \GMP
	{
		return gmp_mod($a + $b, self::p());
	}

	public static function sub(\GMP $a, \GMP $b): \GMP
	{
		return gmp_mod($a - $b, self::p());
	}

	public static function mul(\GMP $a, \GMP $b): \GMP
	{
		return gmp_mod($a * $b, self::p());
	}

	public static function neg(\GMP $a): \GMP
	{
		return gmp_mod(-$a, self::p());
	}

	/** 1/a; a must not be 0. */
	public static function inverse(\GMP $a): \GMP
	{
		$inverse = gmp_invert($a, self::p());
		if ($inverse === false) {
			throw new \DivisionByZeroError('0 has no inverse in Fp.');
		}
		return $inverse;
	}

	/** RFC 9380's inv0: 1/a, and 0 for 0. */
	public static function inverse_or_zero(\GMP $a): \GMP
	{
		return gmp_sign($a) === 0 ? $a : self::inverse($a);
	}

	/** A square root of a, or null when a is not a square. */
	public static function sqrt(\GMP $a): ?\GMP
	{
		self::$sqrt_exponent ??= gmp_div_q(self::p() + 1, 4);
		$root = gmp_powm($a, self::$sqrt_exponent, self::p());
		return gmp_cmp(self::mul($root, $root), $a) === 0 ? $root : null;
	}

	/** RFC 9380's sgn0 for a prime field: the parity of the element. */
	public static function sgn0(\GMP $a): int
	{
		return gmp_intval(gmp_and($a, 1));
	}

	/** Whether a is above (p − 1)/2: the "larger" of a and −a, as the compressed encodings' sort flag says. */
	public static function is_larger_half(\GMP $a): bool
	{
		self::$half ??= gmp_div_q(self::p() - 1, 2);
		return gmp_cmp($a, self::$half) > 0;
	}

	/** The number of big-endian bytes (any length; not reduced). */
	public static function from_bytes(string $bytes): \GMP
	{
		return gmp_import($bytes === '' ? "\0" : $bytes, 1, GMP_MSW_FIRST | GMP_BIG_ENDIAN);
	}

	/** The element as 48 big-endian bytes. */
	public static function to_bytes(\GMP $a): string
	{
		return str_pad(gmp_export($a, 1, GMP_MSW_FIRST | GMP_BIG_ENDIAN), self::BYTES, "\0", STR_PAD_LEFT);
	}
}
