<?php

declare(strict_types=1);

namespace AnglingPrizes\Competitions;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Rules\InstantWinPayout;

/**
 * Reads a competition from its WooCommerce product: the product's own fields (title, description, price, sale
 * price and window, image, gallery, first category, featured, published) and the competition's meta
 * (CompetitionMeta), each tidied to what the answers carry (a malformed date is '', a list keeps its
 * well-formed entries).
 */
final class ProductReader
{
	public static function is_competition(\WC_Product $product): bool
	{
		return $product->get_meta(CompetitionMeta::ENABLED, true) === 'yes';
	}

	public static function read(\WC_Product $product): Competition
	{
		$id = $product->get_id();
		$meta = static fn (string $key): mixed => $product->get_meta($key, true);
		$flag = static fn (string $key): bool => in_array($meta($key), ['yes', '1', 1, true], true);
		$status = (string) $meta(CompetitionMeta::STATUS);
		$created = $product->get_date_created();

		return new Competition(
			id: $id,
			title: self::plain_text($product->get_name('edit')),
			stored_status: in_array($status, Competition::STATUSES, true) ? $status : 'open',
			purchasable: $product->get_status('edit') === 'publish',
			disable_tickets: $flag(CompetitionMeta::DISABLE_TICKETS),
			total_tickets: max(0, (int) $meta(CompetitionMeta::TOTAL_TICKETS)),
			max_per_user: max(0, (int) $meta(CompetitionMeta::MAX_PER_USER)),
			schedule: new Schedule(
				draw_date: self::date_or_empty((string) $meta(CompetitionMeta::DRAW_DATE)),
				draw_time: self::time_or_empty((string) $meta(CompetitionMeta::DRAW_TIME)),
				closing_date: self::date_or_empty((string) $meta(CompetitionMeta::CLOSING_DATE)),
				closing_time: self::time_or_empty((string) $meta(CompetitionMeta::CLOSING_TIME)),
			),
			pricing: self::pricing_of($product),
			question: new Question(
				text: (string) $meta(CompetitionMeta::QUESTION),
				options: self::string_list($meta(CompetitionMeta::QUESTION_OPTIONS)),
				correct_answer: (int) $meta(CompetitionMeta::CORRECT_ANSWER),
			),
			showing: new Showing(
				description: $product->get_description('edit'),
				category: self::category_of($id),
				image: self::image_of($product),
				gallery_images: self::gallery_of($product),
				created_at: $created ? $created->getTimestamp() : 0,
				featured: $product->get_featured('edit'),
				hide_ticket_count: $flag(CompetitionMeta::HIDE_TICKET_COUNT),
				hide_timer: $flag(CompetitionMeta::HIDE_TIMER),
				live_draw: $flag(CompetitionMeta::LIVE_DRAW),
				live_draw_info: (string) $meta(CompetitionMeta::LIVE_DRAW_INFO),
			),
			instant_wins: self::instant_wins_of($meta(CompetitionMeta::INSTANT_WINS)),
			reward_wins: self::reward_wins_of($meta(CompetitionMeta::REWARD_WINS)),
		);
	}

	/** The first product category's slug ('' for none). */
	private static function category_of(int $id): string
	{
		$terms = get_the_terms($id, 'product_cat');
		if (!is_array($terms) || $terms === []) {
			return '';
		}
		usort($terms, static fn (\WP_Term $a, \WP_Term $b): int => $a->term_id <=> $b->term_id);
		return (string) $terms[0]->slug;
	}

	private static function image_of(\WC_Product $product): string
	{
		$image_id = (int) $product->get_image_id('edit');
		if ($image_id > 0) {
			$url = wp_get_attachment_url($image_id);
			if (is_string($url) && $url !== '') {
				return $url;
			}
		}
		return (string) $product->get_meta(CompetitionMeta::IMAGE_URL, true);
	}

	/** @return list<string> */
	private static function gallery_of(\WC_Product $product): array
	{
		$urls = [];
		foreach ($product->get_gallery_image_ids('edit') as $image_id) {
			$url = wp_get_attachment_url((int) $image_id);
			if (is_string($url) && $url !== '') {
				$urls[] = $url;
			}
		}
		return $urls !== [] ? $urls : self::string_list($product->get_meta(CompetitionMeta::GALLERY_URLS, true));
	}

	/**
	 * WooCommerce's price, sale price and schedule (UK local dates and times). A sale price with no schedule is
	 * on sale from the product's creation on, as WooCommerce charges it.
	 */
	private static function pricing_of(\WC_Product $product): Pricing
	{
		$price = (float) $product->get_regular_price('edit');
		$sale = $product->get_sale_price('edit');
		if ($sale === '' || $sale === null) {
			return new Pricing($price);
		}
		$from = $product->get_date_on_sale_from('edit');
		$to = $product->get_date_on_sale_to('edit');
		$created = $product->get_date_created('edit');
		[$start_date, $start_time] = Clock::uk_parts($from ? $from->getTimestamp() : ($created ? $created->getTimestamp() : 0));
		[$end_date, $end_time] = $to ? Clock::uk_parts($to->getTimestamp()) : ['2099-12-31', '23:59'];
		return new Pricing($price, (float) $sale, $start_date, $start_time, $end_date, $end_time);
	}

	/**
	 * A title as plain text: WordPress may store one with entities ("Bivvy &amp; Bedchair" when kses filtered
	 * it); the API's titles are text the storefront escapes itself.
	 */
	public static function plain_text(string $text): string
	{
		return html_entity_decode($text, ENT_QUOTES | ENT_HTML5, 'UTF-8');
	}

	private static function date_or_empty(string $date): string
	{
		return preg_match('/^\d{4}-\d{2}-\d{2}$/', $date) ? $date : '';
	}

	private static function time_or_empty(string $time): string
	{
		return preg_match('/^([01]\d|2[0-3]):[0-5]\d$/', $time) ? $time : '';
	}

	/** @return list<string> */
	private static function string_list(mixed $value): array
	{
		if (!is_array($value)) {
			return [];
		}
		$list = [];
		foreach ($value as $entry) {
			if (is_scalar($entry) && trim((string) $entry) !== '') {
				$list[] = (string) $entry;
			}
		}
		return $list;
	}

	/** @return list<array{id: int, title: string, prize_value: float, image: string, count: int, paid_as: string}> */
	private static function instant_wins_of(mixed $value): array
	{
		$prizes = [];
		foreach (is_array($value) ? $value : [] as $prize) {
			if (!is_array($prize) || (int) ($prize['id'] ?? 0) <= 0) {
				continue;
			}
			$prizes[] = [
				'id' => (int) $prize['id'],
				'title' => (string) ($prize['title'] ?? ''),
				'prize_value' => (float) ($prize['prize_value'] ?? 0),
				'image' => (string) ($prize['image'] ?? ''),
				'count' => max(0, (int) ($prize['count'] ?? 0)),
				'paid_as' => InstantWinPayout::of($prize),
			];
		}
		return $prizes;
	}

	/** @return list<array{id: int, title: string, prize_value: float, image: string, percent: int}> */
	private static function reward_wins_of(mixed $value): array
	{
		$rewards = [];
		foreach (is_array($value) ? $value : [] as $reward) {
			if (!is_array($reward) || (int) ($reward['id'] ?? 0) <= 0) {
				continue;
			}
			$rewards[] = [
				'id' => (int) $reward['id'],
				'title' => (string) ($reward['title'] ?? ''),
				'prize_value' => (float) ($reward['prize_value'] ?? 0),
				'image' => (string) ($reward['image'] ?? ''),
				'percent' => min(100, max(1, (int) ($reward['percent'] ?? 100))),
			];
		}
		return $rewards;
	}
}
