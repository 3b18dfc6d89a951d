<?php

declare(strict_types=1);

namespace AnglingPrizes\Rules;

/**
 * The new-password rule: at least 12 characters with a letter, a digit and one of
 * @$!%*?&. The same rule and message as shared-contracts rules/passwordRule.ts.
 */
final class PasswordRule
{
	public const MIN_LENGTH = 12;
	public const MESSAGE = 'Password must contain one letter, number and special charactor.';

	public static function accepts(string $password): bool
	{
		return mb_strlen($password) >= self::MIN_LENGTH
			&& preg_match('/[A-Za-z]/', $password) === 1
			&& preg_match('/\d/', $password) === 1
			&& preg_match('/[@$!%*?&]/', $password) === 1;
	}
}
