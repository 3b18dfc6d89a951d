<?php

declare(strict_types=1);

namespace AnglingPrizes\Auth;

/** The value of `Authorization: Bearer <value>` ('' when there is none). */
final class Bearer
{
	public static function from_header(?string $header): string
	{
		if ($header === null || !preg_match('/^Bearer\s+(\S.*)$/i', trim($header), $match)) {
			return '';
		}
		return trim($match[1]);
	}

	/** From the request's server variables, before WordPress has parsed the request (the identity bridge). */
	public static function from_server(): string
	{
		$header = $_SERVER['HTTP_AUTHORIZATION'] ?? $_SERVER['REDIRECT_HTTP_AUTHORIZATION'] ?? null;
		return self::from_header(is_string($header) ? wp_unslash($header) : null);
	}

	public static function from_request(\WP_REST_Request $request): string
	{
		return self::from_header($request->get_header('authorization'));
	}
}
