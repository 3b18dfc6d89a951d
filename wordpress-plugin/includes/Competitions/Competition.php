<?php

declare(strict_types=1);

namespace AnglingPrizes\Competitions;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Rules\InstantWinPayout;

/**
 * A competition: a WooCommerce simple, virtual product with stock managed (stock = tickets left) and the
 * storefront's competition fields as product meta. Title, description, price, sale price and window,
 * image, gallery, category (product_cat) and "featured" are WooCommerce's own product fields.
 *
 * `to_contract()` answers the shape of shared-contracts `CompetitionSchema`, as store-api's
 * domain/competitions.ts does; the correct answer of the qualifying question is never in it.
 */
final class Competition
{
	public const META_ENABLED = '_angling_competition';
	public const META_DRAW_DATE = '_angling_draw_date';
	public const META_DRAW_TIME = '_angling_draw_time';
	public const META_CLOSING_DATE = '_angling_closing_date';
	public const META_CLOSING_TIME = '_angling_closing_time';
	public const META_TOTAL_TICKETS = '_angling_total_tickets';
	public const META_MAX_PER_USER = '_angling_max_per_user';
	public const META_STATUS = '_angling_status';
	public const META_QUESTION = '_angling_question';
	/** A list of option texts; option ids are their 1-based positions. */
	public const META_QUESTION_OPTIONS = '_angling_question_options';
	/** The 1-based id of the right option. Server-side only. */
	public const META_CORRECT_ANSWER = '_angling_correct_answer';
	/** A list of {id, title, prize_value, image, count}; the winning numbers are in the instant-wins table. */
	public const META_INSTANT_WINS = '_angling_instant_wins';
	/** A list of {id, title, prize_value, image, percent}; winners are in the winners table. */
	public const META_REWARD_WINS = '_angling_reward_wins';
	public const META_HIDE_TICKET_COUNT = '_angling_hide_ticket_count';
	public const META_HIDE_TIMER = '_angling_hide_timer';
	public const META_DISABLE_TICKETS = '_angling_disable_tickets';
	public const META_LIVE_DRAW = '_angling_live_draw';
	public const META_LIVE_DRAW_INFO = '_angling_live_draw_info';
	/** The main prize's value in pounds (the winners' totals); store-api's estimate when unset. */
	public const META_PRIZE_VALUE = '_angling_prize_value';
	/** An image address used when the product has no image attachment (artwork hosted elsewhere). */
	public const META_IMAGE_URL = '_angling_image_url';
	/** A list of image addresses used when the product has no gallery attachments. */
	public const META_GALLERY_URLS = '_angling_gallery_urls';

	/** Stored statuses an admin sets; `sold_out` and `closed` are also worked out live. */
	public const STATUSES = ['open', 'closed', 'drawn'];

	/**
	 * @param list<string> $gallery_images
	 * @param list<string> $question_options
	 * @param list<array{id: int, title: string, prize_value: float, image: string, count: int, paid_as: string}> $instant_wins
	 * @param list<array{id: int, title: string, prize_value: float, image: string, percent: int}> $reward_wins
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $title,
		public readonly string $description,
		public readonly string $category,
		public readonly string $draw_date,
		public readonly string $draw_time,
		public readonly string $closing_date,
		public readonly string $closing_time,
		public readonly string $image,
		public readonly array $gallery_images,
		public readonly float $price_per_ticket,
		public readonly ?float $sale_price,
		public readonly string $sale_start_date,
		public readonly string $sale_start_time,
		public readonly string $sale_end_date,
		public readonly string $sale_end_time,
		public readonly int $total_tickets,
		public readonly int $max_per_user,
		public readonly string $stored_status,
		public readonly int $created_at,
		public readonly string $question,
		public readonly array $question_options,
		public readonly int $correct_answer,
		public readonly array $instant_wins,
		public readonly array $reward_wins,
		public readonly bool $hide_ticket_count,
		public readonly bool $hide_timer,
		public readonly bool $disable_tickets,
		public readonly bool $live_draw,
		public readonly string $live_draw_info,
		public readonly bool $featured,
		public readonly bool $purchasable,
	) {
	}

	public static function is_competition(\WC_Product $product): bool
	{
		return $product->get_meta(self::META_ENABLED, true) === 'yes';
	}

	public static function from_product(\WC_Product $product): self
	{
		$id = $product->get_id();
		$meta = static fn (string $key): mixed => $product->get_meta($key, true);
		$flag = static fn (string $key): bool => in_array($meta($key), ['yes', '1', 1, true], true);
		$status = (string) $meta(self::META_STATUS);
		[$sale_price, $sale_start_date, $sale_start_time, $sale_end_date, $sale_end_time] = self::sale_of($product);
		$created = $product->get_date_created();

		return new self(
			id: $id,
			title: self::plain_text($product->get_name('edit')),
			description: $product->get_description('edit'),
			category: self::category_of($id),
			draw_date: self::date_or_empty((string) $meta(self::META_DRAW_DATE)),
			draw_time: self::time_or_empty((string) $meta(self::META_DRAW_TIME)),
			closing_date: self::date_or_empty((string) $meta(self::META_CLOSING_DATE)),
			closing_time: self::time_or_empty((string) $meta(self::META_CLOSING_TIME)),
			image: self::image_of($product),
			gallery_images: self::gallery_of($product),
			price_per_ticket: (float) $product->get_regular_price('edit'),
			sale_price: $sale_price,
			sale_start_date: $sale_start_date,
			sale_start_time: $sale_start_time,
			sale_end_date: $sale_end_date,
			sale_end_time: $sale_end_time,
			total_tickets: max(0, (int) $meta(self::META_TOTAL_TICKETS)),
			max_per_user: max(0, (int) $meta(self::META_MAX_PER_USER)),
			stored_status: in_array($status, self::STATUSES, true) ? $status : 'open',
			created_at: $created ? $created->getTimestamp() : 0,
			question: (string) $meta(self::META_QUESTION),
			question_options: self::string_list($meta(self::META_QUESTION_OPTIONS)),
			correct_answer: (int) $meta(self::META_CORRECT_ANSWER),
			instant_wins: self::instant_wins_of($meta(self::META_INSTANT_WINS)),
			reward_wins: self::reward_wins_of($meta(self::META_REWARD_WINS)),
			hide_ticket_count: $flag(self::META_HIDE_TICKET_COUNT),
			hide_timer: $flag(self::META_HIDE_TIMER),
			disable_tickets: $flag(self::META_DISABLE_TICKETS),
			live_draw: $flag(self::META_LIVE_DRAW),
			live_draw_info: (string) $meta(self::META_LIVE_DRAW_INFO),
			featured: $product->get_featured('edit'),
			purchasable: $product->get_status('edit') === 'publish',
		);
	}

	/** Whether a qualifying question must be answered before adding to the basket. */
	public function has_question(): bool
	{
		return trim($this->question) !== '' && count($this->question_options) > 0;
	}

	/** When the main draw happens (UK local time), in epoch seconds; null without a draw date. */
	public function draw_moment(): ?int
	{
		return Clock::uk_moment($this->draw_date, $this->draw_time);
	}

	/** The stored status with what the sales and the clock say: open becomes sold_out or closed. */
	public function live_status(int $sold, int $now): string
	{
		$status = $this->stored_status;
		if ($status === 'open' && $this->total_tickets > 0 && $sold >= $this->total_tickets) {
			$status = 'sold_out';
		}
		$draw = $this->draw_moment();
		if ($status === 'open' && $draw !== null && $draw <= $now) {
			$status = 'closed';
		}
		return $status;
	}

	/** Whether tickets can be bought now. */
	public function is_on_sale(int $sold, int $now): bool
	{
		return $this->live_status($sold, $now) === 'open' && !$this->disable_tickets && $this->purchasable;
	}

	/** What one ticket costs now: the sale price inside its window (UK local time) when lower, else the price. */
	public function ticket_price(int $now): float
	{
		if ($this->sale_price === null || $this->sale_price < 0 || !($this->sale_price < $this->price_per_ticket)) {
			return $this->price_per_ticket;
		}
		$start = Clock::uk_moment($this->sale_start_date, $this->sale_start_time !== '' ? $this->sale_start_time : '00:00');
		$end = Clock::uk_moment($this->sale_end_date, $this->sale_end_time !== '' ? $this->sale_end_time : '23:59');
		return $start !== null && $end !== null && $now >= $start && $now <= $end ? $this->sale_price : $this->price_per_ticket;
	}

	/**
	 * The competition as the API answers it (shared-contracts CompetitionSchema).
	 */
	public function to_contract(CatalogueFacts $facts, int $now): array
	{
		$sold = $facts->sold($this->id);
		$winning = $facts->instant_tickets($this->id);
		$names = $facts->instant_winner_names($this->id);
		$rewards = $facts->reward_winners($this->id);

		$instant_wins = [];
		$instant_tickets = [];
		foreach ($this->instant_wins as $prize) {
			$numbers = [];
			$won = [];
			foreach ($winning as $row) {
				if ($row['prize_id'] !== $prize['id']) {
					continue;
				}
				$numbers[] = $row['ticket_number'];
				if ($row['user_id'] > 0) {
					$won[] = ['ticket_number' => $row['ticket_number'], 'user' => $names[$row['ticket_number']] ?? ''];
				}
				$instant_tickets[] = ['ticket_number' => $row['ticket_number'], 'instant_win_id' => $prize['id'], 'claimed' => $row['claimed']];
			}
			$instant_wins[] = [
				'id' => $prize['id'],
				'title' => $prize['title'],
				'prize_value' => $prize['prize_value'],
				'image' => $prize['image'] !== '' ? $prize['image'] : $this->image,
				'ticket_numbers' => $numbers,
				'won' => $won,
			];
		}

		$reward_wins = array_map(
			static fn (array $reward): array => [
				'id' => $reward['id'],
				'title' => $reward['title'],
				'prize_value' => $reward['prize_value'],
				'image' => $reward['image'],
				'percent' => $reward['percent'],
				'winner' => $rewards[$reward['id']] ?? null,
			],
			$this->reward_wins
		);

		$options = [];
		foreach ($this->question_options as $index => $text) {
			$options[] = ['id' => $index + 1, 'text' => $text];
		}

		return [
			'id' => $this->id,
			'category' => $this->category,
			'draw_date' => $this->draw_date,
			'draw_time' => $this->draw_time,
			'closing_date' => $this->closing_date,
			'closing_time' => $this->closing_time,
			'description' => $this->description,
			'image' => $this->image,
			'gallery_images' => $this->gallery_images,
			'price_per_ticket' => $this->price_per_ticket,
			'quantity' => 1,
			'title' => $this->title,
			'status' => $this->live_status($sold, $now),
			'total_sell_tickets' => $this->total_tickets,
			'total_ticket_sold' => $sold,
			'created_at' => $this->created_at > 0 ? Clock::iso($this->created_at) : '',
			'max_ticket_per_user' => $this->max_per_user,
			'reward_wins' => $reward_wins,
			'instant_wins' => $instant_wins,
			'instant_wins_tickets' => $instant_tickets,
			'enable_instant_wins' => $instant_wins !== [],
			'enable_reward_wins' => $reward_wins !== [],
			'comp_question' => $this->has_question(),
			'question' => $this->has_question() ? $this->question : '',
			'question_options' => $this->has_question() ? $options : [],
			'competition_product_id' => $this->id,
			'hide_ticket_count' => $this->hide_ticket_count,
			'hide_timer' => $this->hide_timer,
			'disable_tickets' => $this->disable_tickets,
			'live_draw_info' => $this->live_draw_info,
			'live_draw' => $this->live_draw,
			'sale_price' => $this->sale_price,
			'sale_start_date' => $this->sale_start_date,
			'sale_start_time' => $this->sale_start_time,
			'sale_end_date' => $this->sale_end_date,
			'sale_end_time' => $this->sale_end_time,
		] + self::verifiable_draw_field($facts->verifiable_draw($this->id, $this->live_status($sold, $now)));
	}

	/** @param array<string, mixed>|null $draw */
	private static function verifiable_draw_field(?array $draw): array
	{
		return $draw === null ? [] : ['verifiable_draw' => $draw];
	}

	/** The competition a cart line carries (shared-contracts CartCompetitionSchema). */
	public function to_cart_competition(int $sold, int $now): array
	{
		return [
			'id' => $this->id,
			'title' => $this->title,
			'image' => $this->image,
			'price_per_ticket' => $this->ticket_price($now),
			'max_ticket_per_user' => $this->max_per_user,
			'total_sell_tickets' => $this->total_tickets,
			'total_ticket_sold' => $sold,
			'category' => $this->category,
			'draw_date' => $this->draw_date,
			'draw_time' => $this->draw_time,
			'status' => $this->live_status($sold, $now),
			'closing_date' => $this->closing_date,
			'closing_time' => $this->closing_time,
			'disable_tickets' => $this->disable_tickets,
		];
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
		return (string) $product->get_meta(self::META_IMAGE_URL, true);
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
		return $urls !== [] ? $urls : self::string_list($product->get_meta(self::META_GALLERY_URLS, true));
	}

	/**
	 * WooCommerce's sale price and schedule as the contract's sale fields (UK local dates and times). A sale
	 * price with no schedule is on sale from the product's creation on, as WooCommerce charges it.
	 *
	 * @return array{0: ?float, 1: string, 2: string, 3: string, 4: string}
	 */
	private static function sale_of(\WC_Product $product): array
	{
		$sale = $product->get_sale_price('edit');
		if ($sale === '' || $sale === null) {
			return [null, '', '', '', ''];
		}
		$from = $product->get_date_on_sale_from('edit');
		$to = $product->get_date_on_sale_to('edit');
		$created = $product->get_date_created('edit');
		[$start_date, $start_time] = Clock::uk_parts($from ? $from->getTimestamp() : ($created ? $created->getTimestamp() : 0));
		[$end_date, $end_time] = $to ? Clock::uk_parts($to->getTimestamp()) : ['2099-12-31', '23:59'];
		return [(float) $sale, $start_date, $start_time, $end_date, $end_time];
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
