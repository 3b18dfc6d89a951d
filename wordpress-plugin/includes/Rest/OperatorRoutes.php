<?php

declare(strict_types=1);

namespace AnglingPrizes\Rest;

use AnglingPrizes\Auth\Bearer;
use AnglingPrizes\Entries\PostalEntryRecorder;
use AnglingPrizes\Infrastructure\Settings;

/**
 * The operator's calls (the endpoint table's `operator` bearer): shop staff make them, never a storefront.
 * Their bearer is the operator's token (Settings::is_operator_token, set under WooCommerce → Postal entries),
 * as store-api's STORE_API_OPERATOR_TOKEN: the service bearer, which every storefront's public config.json
 * carries, and a customer's token are refused 403 `rest_forbidden`; anything else 401, as every route.
 */
final class OperatorRoutes
{
	public static function register(): void
	{
		Route::add('POST', '/postal_entry', [
			'competition_id' => Args::positive_int('Competition'),
			'first_name' => Args::text('First name', 100),
			'last_name' => Args::text('Last name', 100),
			'address_1' => Args::text('Address', 200),
			'address_2' => Args::text('Address line 2', 200),
			'city' => Args::text('Town or city', 100),
			'postcode' => Args::text('Postcode', 20),
			'email' => Args::text('Email address', 200),
			'answer' => Args::optional_whole_number('Answer'),
			'received' => Args::text('Received', 40),
		], [self::class, 'postal_entry'], [self::class, 'permit']);
	}

	/** permission_callback of the operator's calls. */
	public static function permit(\WP_REST_Request $request): bool|\WP_Error
	{
		if (Settings::is_operator_token(Bearer::from_request($request))) {
			return true;
		}
		return Caller::of($request)->bearer_accepted ? Errors::make(403, 'rest_forbidden', 'Sorry, you are not allowed to do that.') : Errors::forbidden();
	}

	/**
	 * POST /api/v1/postal_entry, the operator's record of a free postal entry (PostalEntry::record). Every card is
	 * recorded; the answer is the entry as recorded: accepted (`success: true`, its order and ticket), refused by
	 * a rule (`success: false`, the reason as `error`), or, for a card missing what an entry needs, WordPress's
	 * 400 `rest_invalid_param` naming the field, with the recorded entry as `data.entry` (as store-api's).
	 */
	public static function postal_entry(\WP_REST_Request $request): array|\WP_Error
	{
		$outcome = PostalEntryRecorder::record(PostalEntryRecorder::card_of($request->get_params()));
		$entry = PostalEntryRecorder::answer($outcome);
		if ($outcome['field'] !== null) {
			return Errors::make(400, 'rest_invalid_param', sprintf('Invalid parameter(s): %s', $outcome['field']), [
				'params' => [$outcome['field'] => $outcome['entry']['reason']],
				'entry' => $entry,
			]);
		}
		return $outcome['entry']['outcome'] === 'accepted'
			? ['success' => true, 'entry' => $entry]
			: ['success' => false, 'error' => $outcome['entry']['reason'], 'entry' => $entry];
	}
}
