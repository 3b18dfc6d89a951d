<?php

declare(strict_types=1);

namespace AnglingPrizes\Competitions;

use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Rules\CompetitionRules;

/**
 * A competition as `/api/v1` answers it: shared-contracts `CompetitionSchema`, as store-api's
 * domain/competitions.ts does, with its live sold count, status, instant and reward wins and verifiable draw.
 * The correct answer of the qualifying question is never in it.
 */
final class CompetitionAnswer
{
	public static function of(Competition $competition, CatalogueFacts $facts, int $now): array
	{
		$sold = $facts->sold($competition->id);
		$status = CompetitionRules::live_status($competition, $sold, $now);
		[$question, $showing, $schedule, $pricing] = [$competition->question, $competition->showing, $competition->schedule, $competition->pricing];
		$winning = $facts->instant_tickets($competition->id);
		$names = $facts->instant_winner_names($competition->id);
		$rewards = $facts->reward_winners($competition->id);

		$instant_wins = [];
		$instant_tickets = [];
		foreach ($competition->instant_wins as $prize) {
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
				'image' => $prize['image'] !== '' ? $prize['image'] : $showing->image,
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
			$competition->reward_wins
		);

		$options = [];
		foreach ($question->options as $index => $text) {
			$options[] = ['id' => $index + 1, 'text' => $text];
		}

		return [
			'id' => $competition->id,
			'category' => $showing->category,
			'draw_date' => $schedule->draw_date,
			'draw_time' => $schedule->draw_time,
			'closing_date' => $schedule->closing_date,
			'closing_time' => $schedule->closing_time,
			'description' => $showing->description,
			'image' => $showing->image,
			'gallery_images' => $showing->gallery_images,
			'price_per_ticket' => $pricing->per_ticket,
			'quantity' => 1,
			'title' => $competition->title,
			'status' => $status,
			'total_sell_tickets' => $competition->total_tickets,
			'total_ticket_sold' => $sold,
			'created_at' => $showing->created_at > 0 ? Clock::iso($showing->created_at) : '',
			'max_ticket_per_user' => $competition->max_per_user,
			'reward_wins' => $reward_wins,
			'instant_wins' => $instant_wins,
			'instant_wins_tickets' => $instant_tickets,
			'enable_instant_wins' => $instant_wins !== [],
			'enable_reward_wins' => $reward_wins !== [],
			'comp_question' => $question->is_asked(),
			'question' => $question->is_asked() ? $question->text : '',
			'question_options' => $question->is_asked() ? $options : [],
			'competition_product_id' => $competition->id,
			'hide_ticket_count' => $showing->hide_ticket_count,
			'hide_timer' => $showing->hide_timer,
			'disable_tickets' => $competition->disable_tickets,
			'live_draw_info' => $showing->live_draw_info,
			'live_draw' => $showing->live_draw,
			'sale_price' => $pricing->sale_price,
			'sale_start_date' => $pricing->sale_start_date,
			'sale_start_time' => $pricing->sale_start_time,
			'sale_end_date' => $pricing->sale_end_date,
			'sale_end_time' => $pricing->sale_end_time,
		] + self::verifiable_draw_field($facts->verifiable_draw($competition->id, $status));
	}

	/** @param array<string, mixed>|null $draw */
	private static function verifiable_draw_field(?array $draw): array
	{
		return $draw === null ? [] : ['verifiable_draw' => $draw];
	}
}
