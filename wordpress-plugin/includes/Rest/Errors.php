<?php

declare(strict_types=1);

namespace AnglingPrizes\Rest;

/** The refusals the routes share, in WordPress's error shape ({code, message, data: {status}}). */
final class Errors
{
	public static function make(int $status, string $code, string $message, array $data = []): \WP_Error
	{
		return new \WP_Error($code, $message, array_merge(['status' => $status], $data));
	}

	public static function not_signed_in(): \WP_Error
	{
		return self::make(401, 'rest_not_logged_in', 'You are not currently logged in.');
	}

	public static function forbidden(): \WP_Error
	{
		return self::make(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
	}

	/** One refused parameter, as WordPress's own argument validation refuses it (`data.params` names it). */
	public static function invalid_param(string $param, string $sentence): \WP_Error
	{
		return self::make(400, 'rest_invalid_param', sprintf('Invalid parameter(s): %s', $param), ['params' => [$param => $sentence]]);
	}

	/** A 429 with how long to wait (Retry-After is added by the response filter from `data.retry_after`). */
	public static function rate_limited(string $code, int $seconds, string $message): \WP_Error
	{
		return self::make(429, $code, $message, ['retry_after' => max(1, $seconds)]);
	}

	/** How long to wait, for a customer: seconds under a minute ("45 seconds"), whole minutes otherwise ("15 minutes"). */
	public static function wait_text(int $seconds): string
	{
		$seconds = max(1, $seconds);
		if ($seconds < 60) {
			return $seconds === 1 ? '1 second' : $seconds . ' seconds';
		}
		$minutes = (int) ceil($seconds / 60);
		return $minutes === 1 ? '1 minute' : $minutes . ' minutes';
	}
}
