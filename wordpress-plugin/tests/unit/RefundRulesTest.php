<?php

declare(strict_types=1);

use AnglingPrizes\Rules\RefundRules;
use AnglingPrizes\Rules\InstantWinPayout;
use PHPUnit\Framework\TestCase;

/** What a full refund or a cancellation does to an order's tickets, and what the order's notes say. */
final class RefundRulesTest extends TestCase
{
	public function test_the_entry_list_is_frozen_once_the_competition_has_closed_or_been_drawn(): void
	{
		self::assertFalse(RefundRules::entries_frozen('open', false));
		self::assertFalse(RefundRules::entries_frozen('sold_out', false), 'sold out is not closed: its tickets go back on sale');
		self::assertTrue(RefundRules::entries_frozen('closed', false));
		self::assertTrue(RefundRules::entries_frozen('drawn', false));
		self::assertTrue(RefundRules::entries_frozen('sold_out', true), 'a main winner was drawn, whatever the stored status says');
	}

	public function test_an_instant_win_stands_only_when_its_prize_is_already_the_customers(): void
	{
		self::assertTrue(RefundRules::instant_win_stands(true, false), 'site credit was credited at the win');
		self::assertTrue(RefundRules::instant_win_stands(false, true), 'a claimed prize');
		self::assertFalse(RefundRules::instant_win_stands(false, false), 'a prize sent, not claimed yet');
	}

	public function test_an_instant_win_is_paid_as_chosen_and_a_prize_saved_before_the_choice_as_its_title_says(): void
	{
		self::assertSame(InstantWinPayout::SITE_CREDIT, InstantWinPayout::of(['title' => 'Landing Net', 'paid_as' => 'site_credit']));
		self::assertSame(InstantWinPayout::PRIZE_SENT, InstantWinPayout::of(['title' => '£10 Site Credit', 'paid_as' => 'prize_sent']), 'the choice wins over the title');
		self::assertSame(InstantWinPayout::SITE_CREDIT, InstantWinPayout::of(['title' => '£10 Site Credit']), 'no choice stored: the old convention');
		self::assertSame(InstantWinPayout::SITE_CREDIT, InstantWinPayout::of(['title' => '£5 site credit bonus', 'paid_as' => 'cash']));
		self::assertSame(InstantWinPayout::PRIZE_SENT, InstantWinPayout::of(['title' => 'Credit card holder']));
		self::assertSame(InstantWinPayout::PRIZE_SENT, InstantWinPayout::of(['title' => '£25 Cash']));
	}

	public function test_ticket_numbers_in_a_sentence(): void
	{
		self::assertSame('', RefundRules::numbers([]));
		self::assertSame('7', RefundRules::numbers([7]));
		self::assertSame('3 and 17', RefundRules::numbers([17, 3]));
		self::assertSame('3, 17 and 42', RefundRules::numbers([42, 3, 17]));
	}

	public function test_the_notes(): void
	{
		self::assertSame(
			'Reels: tickets 3 and 17 released (the order was refunded while the competition was open). They are on sale again.',
			RefundRules::released_note('Reels', [17, 3], 'refunded')
		);
		self::assertSame(
			'Reels: ticket 3 released (the order was cancelled while the competition was open). It is on sale again.',
			RefundRules::released_note('Reels', [3], 'cancelled')
		);
		self::assertSame(
			'Refund is money only: Reels had closed and its entry list is frozen at close, so tickets 1, 2 and 3 stay entered.',
			RefundRules::kept_note('Reels', [3, 1, 2], 'closed', 'refunded')
		);
		self::assertSame(
			'Cancelled after close: Reels had been drawn and its entry list is frozen at close, so ticket 9 stays entered.',
			RefundRules::kept_note('Reels', [9], 'drawn', 'cancelled')
		);
		self::assertSame('Instant win of ticket 4 (Landing Net) voided: the number is back among the unwon.', RefundRules::voided_instant_win_note(4, 'Landing Net'));
		self::assertSame(
			"Instant win of ticket 4 (£2 Site Credit) stands: the prize was credited to the customer's site credit at the win.",
			RefundRules::standing_instant_win_note(4, '£2 Site Credit', false)
		);
		self::assertSame('Instant win of ticket 4 (Landing Net) stands: the customer has claimed the prize.', RefundRules::standing_instant_win_note(4, 'Landing Net', true));
		self::assertSame('Reward win of ticket 5 (Bait Bundle) voided: it is drawn again at the next sale past 50% sold.', RefundRules::voided_reward_win_note(5, 'Bait Bundle', 50));
		self::assertStringEndsWith('give the customer tickets.', RefundRules::paid_again_note([]));
		self::assertStringEndsWith('give the customer tickets. The stock taken again for it is back: Reels (3).', RefundRules::paid_again_note(['Reels (3)']));
	}
}
