<?php

declare(strict_types=1);

namespace AnglingPrizes\Rest;

/** Registers one `/api/v1` route of the endpoint table (shared-contracts/src/api/endpoints.ts). */
final class Route
{
	public const NAMESPACE = 'api/v1';

	/**
	 * @param 'GET'|'POST' $method
	 * @param array<string, array<string, mixed>> $args
	 * @param callable(\WP_REST_Request): mixed $callback
	 * @param callable(\WP_REST_Request): (bool|\WP_Error) $permission who may call it (Caller::permit: the service bearer or a customer's token)
	 */
	public static function add(string $method, string $route, array $args, callable $callback, ?callable $permission = null): void
	{
		register_rest_route(self::NAMESPACE, $route, [
			'methods' => $method,
			'callback' => static function (\WP_REST_Request $request) use ($callback): mixed {
				$answer = $callback($request);
				return $answer instanceof \WP_Error || $answer instanceof \WP_REST_Response ? $answer : rest_ensure_response($answer);
			},
			'permission_callback' => $permission ?? [Caller::class, 'permit'],
			'args' => $args,
		]);
	}

	/** The signed-in customer's id, or the 401 every customer-only route answers without one. */
	public static function user_or_error(\WP_REST_Request $request): int|\WP_Error
	{
		$user_id = Caller::of($request)->user_id();
		return $user_id ?? Errors::not_signed_in();
	}
}
