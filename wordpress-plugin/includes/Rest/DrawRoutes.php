<?php

declare(strict_types=1);

namespace AnglingPrizes\Rest;

use AnglingPrizes\Account\Customers;
use AnglingPrizes\Competitions\Catalogue;
use AnglingPrizes\Competitions\Competition;
use AnglingPrizes\Data\DrawBeacons;
use AnglingPrizes\Data\DrawCloses;
use AnglingPrizes\Data\DrawCommitments;
use AnglingPrizes\Data\PostalEntries;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Data\Winners;
use AnglingPrizes\Draw\BeaconDrawRule;
use AnglingPrizes\Draw\BeaconDraws;
use AnglingPrizes\Entries\TicketHolders;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Rules\CompetitionRules;

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
				'image' => $competition->showing->image,
				'draw_date' => $competition->schedule->draw_date,
				'draw_time' => $competition->schedule->draw_time,
				'ticket_number' => $row['ticket_number'],
				'winner' => $row['name'],
				'prize_type' => in_array($row['prize_type'], [Winners::MAIN, Winners::INSTANT, Winners::REWARD], true) ? $row['prize_type'] : Winners::MAIN,
				'prize' => $row['prize'],
			];
			if ($row['commitment'] !== null) {
				$result['commitment'] = $row['commitment'];
				$close = $row['prize_type'] === Winners::MAIN ? DrawCloses::of($row['product_id']) : null;
				$result['ticket_count'] = $close['entry_count'] ?? Tickets::sold_count($row['product_id']);
				$result['rule'] = $row['rule'] ?? BeaconDrawRule::RULE_V1;
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
			'image' => $competition->showing->image,
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
		$commitment = DrawCommitments::of($id);
		if ($commitment === null) {
			return self::proof_not_found();
		}
		$head = [
			'success' => true,
			'competition_id' => $id,
			'rule' => $commitment['rule'],
			'commitment' => $commitment['commitment'],
		] + ($commitment['committed_at'] > 0 ? ['committed_at' => $commitment['committed_at']] : []) + [
			'seed' => $commitment['revealed'] ? $commitment['seed'] : null,
		];
		$tickets = Tickets::sold_numbers($id);
		// Open: only the commitment is published so far; the entry list follows when entries close.
		if (CompetitionRules::live_status($competition, count($tickets), Clock::now()) === 'open' && DrawCloses::of($id) === null) {
			return $head + ['state' => 'open', 'tickets' => [], 'winning_ticket' => null];
		}
		if ($commitment['rule'] === BeaconDrawRule::RULE_V2) {
			return self::beacon_proof($id, $head);
		}
		return $head + ['tickets' => $tickets, 'winning_ticket' => Winners::main_ticket($id)];
	}

	private static function proof_not_found(): \WP_Error
	{
		return Errors::make(404, 'draw_proof_not_found', 'This draw was made before draws were verifiable.');
	}

	/**
	 * The proof of a rule v2 draw: the entry list published at the close with its hash and count, the close
	 * and round R, and once drawn the verified beacon and the winner. Asking for it publishes the close if the
	 * draw job has not yet.
	 *
	 * @param array<string, mixed> $head
	 */
	private static function beacon_proof(int $id, array $head): array|\WP_Error
	{
		BeaconDraws::close($id, Clock::now());
		$close = DrawCloses::of($id);
		$list = DrawCloses::entry_list($id);
		if ($close === null || $list === null) {
			return self::proof_not_found();
		}
		// Beside the list, never in it: each ticket's holder by first name and initial (a customer's from their
		// account, a postal entrant's from the card), and `postal` from the published label, so the mark is as
		// verifiable as the list.
		$cards = PostalEntries::accepted_by_order($id);
		$names = [];
		$entrants = [];
		foreach (Tickets::entries($id) as $ticket) {
			$holder = isset($cards[$ticket['order_id']]) ? 'order ' . $ticket['order_id'] : 'user ' . $ticket['user_id'];
			$names[$holder] ??= isset($cards[$ticket['order_id']])
				? TicketHolders::of_card($cards[$ticket['order_id']])['name']
				: Customers::display_name($ticket['user_id']);
			$entrants[$ticket['ticket_number']] = $names[$holder];
		}
		$entries = array_map(
			static fn (array $entry): array => $entry + ['entrant' => $entrants[$entry['ticket']] ?? '', 'postal' => BeaconDrawRule::is_postal_label($entry['label'])],
			BeaconDrawRule::parse_entry_list($list)
		);
		$winning = Winners::main_ticket($id);
		$beacon = DrawBeacons::of($id);
		return $head + [
			'state' => $winning !== null ? 'drawn' : ($close['entry_count'] === 0 ? 'no_entries' : 'waiting_for_beacon'),
			'tickets' => array_column($entries, 'ticket'),
			'winning_ticket' => $winning,
			'entries' => $entries,
			'entry_count' => $close['entry_count'],
			'entry_list_hash' => $close['entry_list_hash'],
			'closed_at' => $close['closed_at'],
			'beacon_round' => $close['beacon_round'],
			'beacon_round_time' => BeaconDrawRule::round_time($close['beacon_round']),
			'beacon' => $beacon === null ? null : [
				'chain_hash' => BeaconDrawRule::CHAIN_HASH,
				'round' => $beacon['round'],
				'signature' => $beacon['signature'],
				'randomness' => $beacon['randomness'],
			],
		];
	}
}
