<?php

declare(strict_types=1);

namespace AnglingPrizes\Rest;

/** Registers one `/api/v1` route of the endpoint table (shared-contracts/src/api/endpoints.ts). */
final class Route
{
	public const NAMESPACE = 'api/v1';

	/**
	 * @param 'GET'|'POST' $method
	 * @param array<string, array<string, mixed>> $args each made by Args, which gives it its description
	 * @param callable(\WP_REST_Request): mixed $callback
	 * @param callable(\WP_REST_Request): (bool|\WP_Error) $permission who may call it (Caller::permit: the service bearer or a customer's token)
	 */
	public static function add(string $method, string $route, array $args, callable $callback, ?callable $permission = null): void
	{
		if (!has_filter('rest_request_before_callbacks', [self::class, 'credentials_first'])) {
			add_filter('rest_request_before_callbacks', [self::class, 'credentials_first'], 10, 3);
		}
		register_rest_route(self::NAMESPACE, $route, [
			[
				'methods' => $method,
				'callback' => static function (\WP_REST_Request $request) use ($callback): mixed {
					$answer = $callback($request);
					return $answer instanceof \WP_Error || $answer instanceof \WP_REST_Response ? $answer : rest_ensure_response($answer);
				},
				'permission_callback' => $permission ?? [Caller::class, 'permit'],
				'args' => $args,
			],
			// What the route answers, for WordPress's REST index (OPTIONS on the route).
			'schema' => static fn (): ?\stdClass => AnswerSchemas::of($route),
		]);
	}

	/**
	 * `rest_request_before_callbacks`: on an `/api/v1` route, a caller its permission_callback refuses gets that
	 * refusal even when the arguments were refused too. WordPress checks a route's args before its
	 * permission_callback (WP_REST_Server::dispatch, then respond_to_request), so a call without the service
	 * bearer, or a storefront's call to the operator's route, was answered 400 naming the fields it got wrong;
	 * store-api refuses such a caller before it looks at the body (401, or 403 on the operator's route), and
	 * that is the right order: a caller without credentials learns nothing of the arguments. Args that pass are
	 * left to WordPress (the permission_callback then runs as ever); other routes' answers are left alone.
	 *
	 * @param mixed $response
	 * @param array<string, mixed> $handler
	 * @return mixed
	 */
	public static function credentials_first($response, array $handler, \WP_REST_Request $request)
	{
		if (!$response instanceof \WP_Error || !in_array($response->get_error_code(), ['rest_missing_callback_param', 'rest_invalid_param'], true)) {
			return $response;
		}
		if (!str_starts_with($request->get_route(), '/' . self::NAMESPACE . '/') || !is_callable($handler['permission_callback'] ?? null)) {
			return $response;
		}
		$permitted = call_user_func($handler['permission_callback'], $request);
		if ($permitted instanceof \WP_Error) {
			return $permitted;
		}
		return $permitted === false ? Errors::forbidden() : $response;
	}

	/**
	 * A handler for a signed-in customer only: it is called with the customer's id (the `token` in the body, or
	 * a customer token as the bearer; Caller), and a guest or a lapsed token gets the 401 every customer-only
	 * route answers instead. It runs after the bearer check and the arguments' checks, as store-api's routes do.
	 *
	 * @param callable(\WP_REST_Request, int): mixed $handler
	 * @return callable(\WP_REST_Request): mixed
	 */
	public static function signed_in(callable $handler): callable
	{
		return static function (\WP_REST_Request $request) use ($handler): mixed {
			$user_id = Caller::of($request)->user_id();
			return $user_id === null ? Errors::not_signed_in() : $handler($request, $user_id);
		};
	}
}
