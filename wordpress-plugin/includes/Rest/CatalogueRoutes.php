<?php

declare(strict_types=1);

namespace AnglingPrizes\Rest;

use AnglingPrizes\Competitions\Catalogue;

/**
 * Competition lists and details, as store-api's routes/catalogue.ts. Lists are paged
 * `{success, data, page, total_pages, total}`; the correct answer of a question is never sent.
 */
final class CatalogueRoutes
{
	public static function register(): void
	{
		$category_page = Args::page_request(12) + ['category' => Args::text('Category', 60, false, 'all')];
		Route::add('POST', '/competition', $category_page, [self::class, 'by_category']);
		// featured_competition is also the call for all competitions, featured ones first.
		Route::add('POST', '/featured_competition', $category_page, [self::class, 'by_category']);
		Route::add('POST', '/drawn_next_competition', Args::page_request(12), [self::class, 'drawn_next']);
		Route::add('POST', '/finished_soldout_competition', Args::page_request(12), [self::class, 'finished']);
		Route::add('POST', '/getcompetition', ['token' => Args::token(), 'id' => Args::positive_int('Competition')], [self::class, 'detail']);
		Route::add('POST', '/getOtherComps', [
			'token' => Args::token(),
			'id' => Args::positive_int('Competition'),
			'category' => Args::text('Category', 60),
			'limit' => Args::limit(4),
		], [self::class, 'others']);
	}

	public static function not_found(int $id): \WP_Error
	{
		return Errors::make(404, 'competition_not_found', sprintf('Competition %d was not found.', $id));
	}

	public static function is_open(array $competition): bool
	{
		return $competition['status'] === 'open';
	}

	/** @param list<array<string, mixed>> $list */
	private static function paged(array $list, \WP_REST_Request $request): array
	{
		$page = (int) $request->get_param('page');
		$limit = (int) $request->get_param('limit');
		$total = count($list);
		return [
			'success' => true,
			'data' => array_slice($list, ($page - 1) * $limit, $limit),
			'page' => $page,
			'total_pages' => max(1, (int) ceil($total / $limit)),
			'total' => $total,
		];
	}

	public static function by_category(\WP_REST_Request $request): array
	{
		$category = (string) $request->get_param('category');
		$filter = match ($category) {
			'', 'all' => static fn (array $c): bool => self::is_open($c),
			'instant_win_comps', 'instant-wins' => static fn (array $c): bool => self::is_open($c) && $c['enable_instant_wins'],
			default => static fn (array $c): bool => self::is_open($c) && $c['category'] === $category,
		};
		return self::paged(array_values(array_filter(Catalogue::all_answers(), $filter)), $request);
	}

	public static function drawn_next(\WP_REST_Request $request): array
	{
		$open = array_values(array_filter(Catalogue::all_answers(), [self::class, 'is_open']));
		return self::paged(Catalogue::by_draw_moment($open), $request);
	}

	public static function finished(\WP_REST_Request $request): array
	{
		$done = array_values(array_filter(Catalogue::all_answers(), static fn (array $c): bool => !self::is_open($c)));
		return self::paged(array_reverse(Catalogue::by_draw_moment($done)), $request);
	}

	public static function detail(\WP_REST_Request $request): array|\WP_Error
	{
		$id = (int) $request->get_param('id');
		$competition = Catalogue::find($id);
		return $competition === null ? self::not_found($id) : ['success' => true, 'data' => Catalogue::answer($competition)];
	}

	public static function others(\WP_REST_Request $request): array
	{
		$id = (int) $request->get_param('id');
		$category = (string) $request->get_param('category');
		$others = array_values(array_filter(Catalogue::all_answers(), static fn (array $c): bool => self::is_open($c) && $c['id'] !== $id));
		$same = array_filter($others, static fn (array $c): bool => $c['category'] === $category);
		$rest = array_filter($others, static fn (array $c): bool => $c['category'] !== $category);
		return ['success' => true, 'data' => array_slice(array_values([...$same, ...$rest]), 0, (int) $request->get_param('limit'))];
	}
}
