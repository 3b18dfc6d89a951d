<?php

declare(strict_types=1);

namespace AnglingPrizes\Rest;

use AnglingPrizes\Data\CreditLedger;
use AnglingPrizes\Data\PointsLedger;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Money;

/** The signed-in customer's points, coupons and site credit, as store-api's routes/ledger.ts. */
final class LedgerRoutes
{
	public static function register(): void
	{
		Route::add('POST', '/points', [
			'token' => Args::token(),
			'offset' => Args::int_between('Offset', 0, 1_000_000, 0),
			'limit' => Args::limit(10),
		], Route::signed_in([self::class, 'points']));
		Route::add('POST', '/get_coupons', Args::token_only(), Route::signed_in([self::class, 'coupons']));
		Route::add('POST', '/get_site_credit', Args::token_only(), Route::signed_in([self::class, 'site_credit']));
	}

	public static function points(\WP_REST_Request $request, int $user_id): array|\WP_Error
	{
		$balance = PointsLedger::balance_of($user_id);
		$entries = PointsLedger::entries_of($user_id, (int) $request->get_param('limit'), (int) $request->get_param('offset'));
		return [
			'success' => true,
			'points' => $balance['points'],
			'totalLogs' => $balance['entries'],
			'logs' => array_map(
				static fn (array $entry): array => [
					'description' => $entry['description'],
					'type' => $entry['type'],
					'points' => $entry['points'],
					'date_display_human' => Clock::human_date($entry['created_at']),
				],
				$entries
			),
		];
	}

	/** WooCommerce coupons restricted to the customer's email address that they can still use, by code. */
	public static function coupons(\WP_REST_Request $request, int $user_id): array|\WP_Error
	{
		global $wpdb;
		$user = get_userdata($user_id);
		$email = $user instanceof \WP_User ? strtolower((string) $user->user_email) : '';
		if ($email === '') {
			return ['success' => true, 'data' => []];
		}
		$query = new \WP_Query([
			'post_type' => 'shop_coupon',
			'post_status' => 'publish',
			'posts_per_page' => 100,
			'no_found_rows' => true,
			'orderby' => 'title',
			'order' => 'ASC',
			'fields' => 'ids',
			'meta_query' => [['key' => 'customer_email', 'value' => '"' . $wpdb->esc_like($email) . '"', 'compare' => 'LIKE']],
		]);
		$coupons = [];
		$now = Clock::now();
		foreach ($query->posts as $id) {
			$coupon = new \WC_Coupon((int) $id);
			$restricted_to = array_map('strtolower', $coupon->get_email_restrictions('edit'));
			$expires = $coupon->get_date_expires('edit');
			$limit = $coupon->get_usage_limit('edit');
			$per_user = $coupon->get_usage_limit_per_user('edit');
			$used_by_them = count(array_filter($coupon->get_used_by('edit'), static fn ($by): bool => (string) $by === (string) $user_id || strtolower((string) $by) === $email));
			if (
				!in_array($email, $restricted_to, true)
				|| ($expires !== null && $expires->getTimestamp() < $now)
				|| ($limit > 0 && $coupon->get_usage_count('edit') >= $limit)
				|| ($per_user > 0 && $used_by_them >= $per_user)
			) {
				continue;
			}
			$amount = (float) $coupon->get_amount('edit');
			$coupons[] = [
				'code' => strtoupper($coupon->get_code('edit')),
				'description' => $coupon->get_description('edit'),
				'amount' => $coupon->get_discount_type('edit') === 'percent'
					? rtrim(rtrim(number_format($amount, 2, '.', ''), '0'), '.') . '%'
					: Money::pounds(Money::to_minor($amount)),
			];
		}
		usort($coupons, static fn (array $a, array $b): int => strcmp($a['code'], $b['code']));
		return ['success' => true, 'data' => $coupons];
	}

	public static function site_credit(\WP_REST_Request $request, int $user_id): array|\WP_Error
	{
		$entries = CreditLedger::entries_of($user_id);
		return [
			'success' => true,
			'balance' => array_sum(array_column($entries, 'amount_minor')) / 100,
			'data' => array_map(
				static fn (array $entry): array => [
					'description' => $entry['description'],
					'amount' => $entry['amount_minor'] / 100,
					'date_display_human' => Clock::human_date($entry['created_at']),
				],
				$entries
			),
		];
	}
}
