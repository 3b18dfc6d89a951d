<?php

declare(strict_types=1);

namespace AnglingPrizes\Draw;

use AnglingPrizes\Competitions\Catalogue;
use AnglingPrizes\Competitions\CompetitionMeta;
use AnglingPrizes\Competitions\ProductReader;
use AnglingPrizes\Data\DrawAttempts;
use AnglingPrizes\Data\DrawBeacons;
use AnglingPrizes\Data\DrawCloses;
use AnglingPrizes\Data\DrawCommitments;
use AnglingPrizes\Data\PostalEntries;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Data\Winners;
use AnglingPrizes\Draw\Beacon\QuicknetBeacon;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Rules\CompetitionRules;

/**
 * Draw rule v2 in WordPress (BeaconDrawRule; store-api's drand/drawJob.ts does the same): a job, run by
 * WP-Cron every minute, that
 * 1. publishes the close of every rule v2 competition that stopped selling (its closing time passed or it
 *    sold out): the entry list, its hash and count, the moment and round R; its sales stay frozen from then
 *    on (its stored status becomes `closed`, whatever its dates say later);
 * 2. once round R is due, asks every relay for it, verifies each answer against the pinned quicknet key,
 *    keeps the first genuine one and draws with it. Without a genuine beacon the draw stays "waiting for the
 *    beacon round" and is tried again with backoff (Data\DrawAttempts). The shop never draws with randomness
 *    of its own and never with another round.
 */
final class BeaconDraws
{
	public const CRON_HOOK = 'angling_prizes_beacon_draws';
	public const CRON_SCHEDULE = 'angling_prizes_every_minute';

	public static function register(): void
	{
		add_filter('cron_schedules', static function (array $schedules): array {
			$schedules[self::CRON_SCHEDULE] = ['interval' => 60, 'display' => 'Every minute (Angling Prizes draws)'];
			return $schedules;
		});
		add_action(self::CRON_HOOK, static function (): void {
			self::tick(Clock::now(), BeaconRelays::configured());
		});
	}

	/**
	 * One run of the job at `now` (Unix seconds): closes, then every due draw attempted once.
	 *
	 * @param list<string> $relays
	 * @return array{closed: list<int>, attempts: list<array<string, mixed>>}
	 */
	public static function tick(int $now, array $relays): array
	{
		$closed = [];
		foreach (Catalogue::all() as $competition) {
			if (self::close($competition->id, $now) === true) {
				$closed[] = $competition->id;
			}
		}
		$attempts = [];
		foreach (DrawCloses::undrawn() as $due) {
			if (BeaconDrawRule::round_time($due['beacon_round']) <= $now && $due['next_attempt_at'] <= $now * 1000) {
				$attempts[] = self::attempt($due['product_id'], $due['beacon_round'], $relays, $now);
			}
		}
		return ['closed' => $closed, 'attempts' => $attempts];
	}

	/**
	 * Rule v2, step 2: publishes the close of a rule v2 competition that is no longer open. True when this call
	 * wrote it, false when it was written before, null when there is nothing to close (open, rule v1, drawn).
	 */
	public static function close(int $product_id, int $now): ?bool
	{
		$commitment = DrawCommitments::of($product_id);
		if ($commitment === null || $commitment['rule'] !== BeaconDrawRule::RULE_V2 || Winners::main_ticket($product_id) !== null) {
			return null;
		}
		if (DrawCloses::of($product_id) !== null) {
			return false;
		}
		$product = wc_get_product($product_id);
		if (!$product instanceof \WC_Product || !ProductReader::is_competition($product)) {
			return null;
		}
		$competition = ProductReader::read($product);
		if (CompetitionRules::live_status($competition, Tickets::sold_count($product_id), $now) === 'open') {
			return null;
		}
		// Frozen first, so no new sale starts while the list is read.
		$product->update_meta_data(CompetitionMeta::STATUS, 'closed');
		$product->save();
		$postal = PostalEntries::accepted_by_order($product_id);
		$entries = array_map(
			static fn (array $ticket): array => [
				'ticket' => $ticket['ticket_number'],
				'label' => BeaconDrawRule::entry_label($ticket['order_id'], isset($postal[$ticket['order_id']])),
			],
			Tickets::entries($product_id)
		);
		$written = DrawCloses::write($product_id, $now, BeaconDrawRule::entry_list_text($entries), count($entries), BeaconDrawRule::round_for($now));
		Catalogue::forget();
		if ($written) {
			/** A rule v2 competition's entry list was published. */
			do_action('angling_prizes_draw_closed', $product_id);
		}
		return $written;
	}

	/**
	 * One attempt at a due draw: ask the relays for round R, draw with the first genuine answer, else note
	 * the failure for a retry.
	 *
	 * @param list<string> $relays
	 * @return array{product_id: int, drawn?: array{ticket_number: int, user_id: int, winner: string, ticket_count: int}, waiting?: array{round: int, attempts: int, next_attempt_at: int, problems: list<string>}}
	 */
	public static function attempt(int $product_id, int $round, array $relays, int $now): array
	{
		$problems = [];
		foreach ($relays as $relay) {
			$answer = BeaconRelays::ask($relay, $round);
			if (isset($answer['problem'])) {
				$problems[] = $relay . ' ' . $answer['problem'];
				continue;
			}
			try {
				return ['product_id' => $product_id, 'drawn' => self::draw_with_beacon($product_id, $answer['beacon'], $relay, $now)];
			} catch (DrawRefused $refusal) {
				$problems[] = $refusal->getMessage();
				break;
			}
		}
		if ($relays === []) {
			$problems[] = 'no drand relay is configured (' . BeaconRelays::OPTION . ')';
		}
		$failure = DrawAttempts::record_failure($product_id, $now * 1000, $problems === [] ? 'no relay answered' : implode('; ', $problems));
		return ['product_id' => $product_id, 'waiting' => ['round' => $round, 'attempts' => $failure['attempts'], 'next_attempt_at' => $failure['next_attempt_at'], 'problems' => $problems]];
	}

	/**
	 * Rule v2, step 4: the main draw with round R's beacon, verified again here whoever fetched it, and refused
	 * unless it is round R named at the close. The winner is the published list's entry at the index the rule
	 * gives; the beacon is kept, the winner recorded, the competition marked drawn and the seed revealed.
	 *
	 * @param array{round: int, signature: string, randomness?: string} $beacon
	 * @return array{ticket_number: int, user_id: int, winner: string, ticket_count: int}
	 * @throws DrawRefused
	 */
	public static function draw_with_beacon(int $product_id, array $beacon, string $relay, int $now): array
	{
		$commitment = DrawCommitments::of($product_id);
		$close = DrawCloses::of($product_id);
		$list = DrawCloses::entry_list($product_id);
		if ($commitment === null || $commitment['rule'] !== BeaconDrawRule::RULE_V2) {
			throw new DrawRefused(sprintf('Competition %d is not drawn from a beacon.', $product_id));
		}
		if ($close === null || $list === null) {
			throw new DrawRefused(sprintf('Competition %d has not closed: its entry list is not published yet.', $product_id));
		}
		if (Winners::main_ticket($product_id) !== null || DrawBeacons::of($product_id) !== null) {
			throw new DrawRefused(sprintf('Competition %d has already been drawn.', $product_id));
		}
		if ($close['entry_count'] === 0) {
			throw new DrawRefused(sprintf('Competition %d closed without entries: there is nothing to draw.', $product_id));
		}
		if ($beacon['round'] !== $close['beacon_round']) {
			throw new DrawRefused(sprintf('Competition %d is drawn by round %d only, not round %d.', $product_id, $close['beacon_round'], $beacon['round']));
		}
		$check = QuicknetBeacon::verify($beacon['round'], $beacon['signature'], $beacon['randomness'] ?? null);
		if (!$check['valid']) {
			throw new DrawRefused(sprintf('Competition %d: %s.', $product_id, $check['reason']));
		}
		if (hash('sha256', $list) !== $close['entry_list_hash']) {
			throw new DrawRefused(sprintf('Competition %d: the stored entry list no longer hashes to the hash published at its close.', $product_id));
		}
		$entries = BeaconDrawRule::parse_entry_list($list);
		$index = BeaconDrawRule::winner_index($product_id, $commitment['seed'], $check['randomness'], $close['entry_list_hash'], count($entries));
		$entry = $entries[$index];
		$owner = null;
		foreach (Tickets::entries($product_id) as $ticket) {
			if ($ticket['ticket_number'] === $entry['ticket']) {
				$owner = $ticket;
			}
		}
		$postal = PostalEntries::accepted_by_order($product_id);
		if ($owner === null || BeaconDrawRule::entry_label($owner['order_id'], isset($postal[$owner['order_id']])) !== $entry['label']) {
			throw new DrawRefused(sprintf('Competition %d: ticket %d no longer belongs to %s as published at the close.', $product_id, $entry['ticket'], $entry['label']));
		}
		if (!DrawBeacons::store($product_id, $check['round'], $check['signature'], $check['randomness'], $relay, $now)) {
			throw new DrawRefused(sprintf('Competition %d has already been drawn.', $product_id));
		}
		DrawAttempts::clear($product_id);
		$winner = SeedDraws::record_main_winner($product_id, $entry['ticket'], $owner['user_id'], $now);
		return ['ticket_number' => $entry['ticket'], 'user_id' => $owner['user_id'], 'winner' => $winner, 'ticket_count' => $close['entry_count']];
	}

	/**
	 * Where a competition's draw stands, as its answers and the operator's panel show it (null: no verifiable draw).
	 *
	 * @param array{rule: string, commitment: string}|null $commitment
	 * @param array{closed_at: int, entry_list_hash: string, entry_count: int, beacon_round: int}|null $close
	 * @return array<string, mixed>|null
	 */
	public static function verifiable_draw(?array $commitment, ?array $close, bool $drawn, string $status): ?array
	{
		if ($commitment === null) {
			return null;
		}
		$draw = ['rule' => $commitment['rule'], 'commitment' => $commitment['commitment']];
		if ($close === null) {
			return $draw + ['state' => $drawn ? 'drawn' : ($status === 'open' ? 'open' : 'closed')];
		}
		return $draw + [
			'state' => $drawn ? 'drawn' : ($close['entry_count'] === 0 ? 'no_entries' : 'waiting_for_beacon'),
			'closed_at' => $close['closed_at'],
			'entry_count' => $close['entry_count'],
			'entry_list_hash' => $close['entry_list_hash'],
			'beacon_round' => $close['beacon_round'],
			'beacon_round_time' => BeaconDrawRule::round_time($close['beacon_round']),
		];
	}
}
