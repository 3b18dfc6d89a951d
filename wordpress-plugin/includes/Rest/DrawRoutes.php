<?php

declare(strict_types=1);

namespace AnglingPrizes\Rest;

use AnglingPrizes\Catalogue;
use AnglingPrizes\Clock;
use AnglingPrizes\Competition;
use AnglingPrizes\Data\DrawCommitments;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Data\Winners;

/** Draw results (with each verifiable main draw's proof), the proof of one draw, and the winners list. */
final class DrawRoutes
{
	public static function register(): void
	{
		Route::add('POST', '/draw_results', Args::page_request(12), [self::class, 'results']);
		Route::add('POST', '/draw_proof', ['competition_id' => Args::positive_int('Competition')], [self::class, 'proof']);
		Route::add('POST', '/winners', Args::page_request(12), [self::class, 'winners']);
	}

	/**
	 * One page of winners, each with its competition (one whose competition is gone is left out).
	 *
	 * @param callable(array<string, mixed>, Competition): array<string, mixed> $answer
	 */
	private static function page(\WP_REST_Request $request, callable $answer): array
	{
		$page = (int) $request->get_param('page');
		$limit = (int) $request->get_param('limit');
		$data = [];
		foreach (Winners::page($limit, ($page - 1) * $limit) as $row) {
			$competition = Catalogue::find($row['product_id']);
			if ($competition !== null) {
				$data[] = $answer($row, $competition);
			}
		}
		return ['success' => true, 'total_pages' => max(1, (int) ceil(Winners::count() / $limit)), 'data' => $data];
	}

	public static function results(\WP_REST_Request $request): array
	{
		return self::page($request, static function (array $row, Competition $competition): array {
			$result = [
				'competition_id' => $row['product_id'],
				'title' => $competition->title,
				'image' => $competition->image,
				'draw_date' => $competition->draw_date,
				'draw_time' => $competition->draw_time,
				'ticket_number' => $row['ticket_number'],
				'winner' => $row['name'],
				'prize_type' => in_array($row['prize_type'], [Winners::MAIN, Winners::INSTANT, Winners::REWARD], true) ? $row['prize_type'] : Winners::MAIN,
				'prize' => $row['prize'],
			];
			if ($row['commitment'] !== null) {
				$result['commitment'] = $row['commitment'];
				$result['ticket_count'] = Tickets::sold_count($row['product_id']);
			}
			if ($row['seed'] !== null) {
				$result['seed'] = $row['seed'];
			}
			return $result;
		});
	}

	public static function winners(\WP_REST_Request $request): array
	{
		return self::page($request, static fn (array $row, Competition $competition): array => [
			'id' => $row['id'],
			'name' => $row['name'],
			'location' => $row['location'],
			'prize' => $row['prize'],
			'competition_id' => $row['product_id'],
			'competition_title' => $competition->title,
			'image' => $competition->image,
			'ticket_number' => $row['ticket_number'],
			'won_at' => Clock::iso($row['won_at']),
		]);
	}

	public static function proof(\WP_REST_Request $request): array|\WP_Error
	{
		$id = (int) $request->get_param('competition_id');
		$competition = Catalogue::find($id);
		if ($competition === null) {
			return CatalogueRoutes::not_found($id);
		}
		$tickets = Tickets::sold_numbers($id);
		if ($competition->live_status(count($tickets), Clock::now()) === 'open') {
			return Errors::make(400, 'draw_not_closed', 'The draw commitment is published when the competition closes.');
		}
		$commitment = DrawCommitments::of($id);
		if ($commitment === null) {
			return Errors::make(404, 'draw_proof_not_found', 'This draw was made before draws were verifiable.');
		}
		return [
			'success' => true,
			'competition_id' => $id,
			'commitment' => $commitment['commitment'],
			'seed' => $commitment['revealed'] ? $commitment['seed'] : null,
			'tickets' => $tickets,
			'winning_ticket' => Winners::main_ticket($id),
		];
	}
}
