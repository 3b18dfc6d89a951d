<?php

declare(strict_types=1);

namespace AnglingPrizes\Competitions;

use AnglingPrizes\Infrastructure\Clock;

/**
 * The published competitions, featured first then by id, and their answers with live sold counts and
 * status. Read once per request.
 */
final class Catalogue
{
	/** @var list<Competition>|null */
	private static ?array $all = null;

	/** Forgets what this request read (after a product or a sale changed). */
	public static function forget(): void
	{
		self::$all = null;
	}

	/** @return list<Competition> */
	public static function all(): array
	{
		if (self::$all !== null) {
			return self::$all;
		}
		$query = new \WP_Query([
			'post_type' => 'product',
			'post_status' => 'publish',
			'posts_per_page' => -1,
			'orderby' => 'ID',
			'order' => 'ASC',
			'no_found_rows' => true,
			'ignore_sticky_posts' => true,
			'suppress_filters' => true,
			'meta_query' => [['key' => CompetitionMeta::ENABLED, 'value' => 'yes']],
		]);
		$list = [];
		foreach ($query->posts as $post) {
			$product = wc_get_product($post);
			if ($product instanceof \WC_Product && ProductReader::is_competition($product)) {
				$list[] = ProductReader::read($product);
			}
		}
		// Featured first, then by id (a stable sort keeps the id order inside each group).
		usort($list, static fn (Competition $a, Competition $b): int => [$b->showing->featured ? 1 : 0, $a->id] <=> [$a->showing->featured ? 1 : 0, $b->id]);
		self::$all = $list;
		return $list;
	}

	/** A competition by product id: published and marked a competition, else null. */
	public static function find(int $id): ?Competition
	{
		foreach (self::$all ?? [] as $competition) {
			if ($competition->id === $id) {
				return $competition;
			}
		}
		$product = wc_get_product($id);
		if (!$product instanceof \WC_Product || !ProductReader::is_competition($product) || $product->get_status('edit') !== 'publish') {
			return null;
		}
		return ProductReader::read($product);
	}

	/**
	 * Competitions as answered, with their live status.
	 *
	 * @param list<Competition> $competitions
	 * @return list<array<string, mixed>>
	 */
	public static function answers(array $competitions, ?int $now = null): array
	{
		$now ??= Clock::now();
		$facts = CatalogueFacts::load(array_map(static fn (Competition $c): int => $c->id, $competitions));
		return array_map(static fn (Competition $c): array => CompetitionAnswer::of($c, $facts, $now), $competitions);
	}

	/** One competition as answered. */
	public static function answer(Competition $competition, ?int $now = null): array
	{
		return self::answers([$competition], $now)[0];
	}

	/**
	 * Every competition as answered.
	 *
	 * @return list<array<string, mixed>>
	 */
	public static function all_answers(?int $now = null): array
	{
		return self::answers(self::all(), $now);
	}

	/**
	 * Answers ordered by draw moment, soonest first (no draw date last).
	 *
	 * @param list<array<string, mixed>> $answers
	 * @return list<array<string, mixed>>
	 */
	public static function by_draw_moment(array $answers): array
	{
		$moment = static fn (array $c): float => (float) (Clock::uk_moment((string) $c['draw_date'], (string) $c['draw_time']) ?? INF);
		usort($answers, static fn (array $a, array $b): int => $moment($a) <=> $moment($b));
		return $answers;
	}
}
