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
	/** Read as objects, so that an empty schema (`{}`: any value) stays an object in the answer. */
	private static ?\stdClass $all = null;

	/** The schema of a route's answer (`getcompetition`), or null when the contract has none for it. */
	public static function of(string $route): ?\stdClass
	{
		if (self::$all === null) {
			$text = file_get_contents(__DIR__ . '/answer-schemas.json');
			$all = is_string($text) ? json_decode($text, false) : null;
			self::$all = $all instanceof \stdClass ? $all : new \stdClass();
		}
		$schema = self::$all->{ltrim($route, '/')} ?? null;
		return $schema instanceof \stdClass ? $schema : null;
	}
}
