<?php

declare(strict_types=1);

namespace AnglingPrizes\Rest;

/**
 * The JSON Schema of each `/api/v1` answer, as the route registers it for WordPress's REST index (OPTIONS on a
 * route, `context=help`). Generated from the storefront's contract (shared-contracts' response schemas) into
 * answer-schemas.json by `pnpm wordpress:schemas`; never edited by hand.
 */
final class AnswerSchemas
{
	/** @var array<string, array<string, mixed>>|null */
	private static ?array $all = null;

	/**
	 * The schema of a route's answer (`getcompetition`), or null when the contract has none for it.
	 *
	 * @return array<string, mixed>|null
	 */
	public static function of(string $route): ?array
	{
		if (self::$all === null) {
			$text = file_get_contents(__DIR__ . '/answer-schemas.json');
			$all = is_string($text) ? json_decode($text, true) : null;
			self::$all = is_array($all) ? $all : [];
		}
		$schema = self::$all[ltrim($route, '/')] ?? null;
		return is_array($schema) ? $schema : null;
	}
}
