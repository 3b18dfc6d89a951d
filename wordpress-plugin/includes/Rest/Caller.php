<?php

declare(strict_types=1);

namespace AnglingPrizes\Rest;

use AnglingPrizes\Auth\Bearer;
use AnglingPrizes\Auth\ShopTokens;
use AnglingPrizes\Infrastructure\Settings;

/**
 * Who is asking on an `/api/v1` route: the bearer must be the service credential or a live customer token;
 * the customer is named by `token` in the body or query, else by a customer token as the bearer (as
 * store-api's http/requestUser.ts). Each token is looked up at most once per request.
 */
final class Caller
{
	private function __construct(
		public readonly bool $bearer_accepted,
		public readonly string $user_token,
		private readonly ?int $user_id,
	) {
	}

	public static function of(\WP_REST_Request $request): self
	{
		$bearer = Bearer::from_request($request);
		$service = Settings::service_token();
		$bearer_user = ($bearer === '' || hash_equals($service, $bearer)) ? null : ShopTokens::user_id($bearer);
		$body_token = $request->get_param('token');
		$body_token = is_string($body_token) ? trim($body_token) : '';
		$user_token = $body_token !== '' ? $body_token : ($bearer_user !== null ? $bearer : '');
		$user_id = $user_token === '' ? null : ($user_token === $bearer ? $bearer_user : ShopTokens::user_id($user_token));
		return new self($bearer !== '' && (hash_equals($service, $bearer) || $bearer_user !== null), $user_token, $user_id);
	}

	/** The signed-in customer's id, or null for a guest (or a lapsed token). */
	public function user_id(): ?int
	{
		return $this->user_id;
	}

	/** permission_callback of every `/api/v1` route: a 401 for a missing or unknown bearer. */
	public static function permit(\WP_REST_Request $request): bool|\WP_Error
	{
		return self::of($request)->bearer_accepted ? true : Errors::forbidden();
	}
}
