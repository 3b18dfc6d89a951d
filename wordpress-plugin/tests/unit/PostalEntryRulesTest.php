<?php

declare(strict_types=1);

use AnglingPrizes\Draw\BeaconDrawRule;
use AnglingPrizes\Rules\PostalEntryRules;
use PHPUnit\Framework\TestCase;

/**
 * The free postal entry's pure rules (PostalEntryRules), the same sentences and checks as store-api's
 * domain/postalEntry.ts, and the entry list's postal label (BeaconDrawRule), as shared-contracts states it.
 */
final class PostalEntryRulesTest extends TestCase
{
	/** 20 November 2026, noon UTC (noon in the UK: GMT). */
	private const NOW = 1795176000;

	private const CARD = [
		'competition_id' => 7,
		'first_name' => 'Ann',
		'last_name' => 'Smith',
		'address_1' => '1 Lake Road',
		'address_2' => '',
		'city' => 'Leeds',
		'postcode' => 'LS1 4AP',
		'email' => 'ann@example.com',
		'answer' => null,
		'received' => '2026-11-19',
	];

	public function test_the_card_is_kept_tidied(): void
	{
		$tidy = PostalEntryRules::tidied(['first_name' => ' Ann ', 'postcode' => " ls1 \t  4ap ", 'email' => ' Ann@Example.com ', 'received' => ' 2026-11-19'] + self::CARD);
		self::assertSame(['Ann', 'LS1 4AP', 'Ann@Example.com', '2026-11-19'], [$tidy['first_name'], $tidy['postcode'], $tidy['email'], $tidy['received']]);
		self::assertSame('ann@example.com', PostalEntryRules::email_key(' Ann@Example.COM '));
	}

	public function test_a_complete_card_is_not_malformed(): void
	{
		self::assertNull(PostalEntryRules::malformation(self::CARD, true, self::NOW));
		// Received today (UK) is fine.
		self::assertNull(PostalEntryRules::malformation(['received' => '2026-11-20'] + self::CARD, true, self::NOW));
	}

	/** @return iterable<string, array{array<string, string>, bool, string, string}> */
	public static function malformed_cards(): iterable
	{
		yield 'no first name' => [['first_name' => ''], true, 'first_name', 'The postal entry gives no first name.'];
		yield 'no last name' => [['last_name' => ''], true, 'last_name', 'The postal entry gives no last name.'];
		yield 'no address' => [['address_1' => ''], true, 'address_1', 'The postal entry gives no address.'];
		yield 'no town' => [['city' => ''], true, 'city', 'The postal entry gives no town or city.'];
		yield 'no postcode' => [['postcode' => ''], true, 'postcode', 'The postal entry gives no postcode.'];
		yield 'no valid email' => [[], false, 'email', 'The postal entry gives no valid email address.'];
		yield 'a date written otherwise' => [['received' => '19/11/2026'], true, 'received', 'The date the postal entry was received must be a date written YYYY-MM-DD.'];
		yield 'no such day' => [['received' => '2026-02-29'], true, 'received', 'The date the postal entry was received must be a date written YYYY-MM-DD.'];
		yield 'tomorrow' => [['received' => '2026-11-21'], true, 'received', "The postal entry's received date, 2026-11-21, is in the future."];
		yield 'the first problem only' => [['first_name' => '', 'city' => ''], false, 'first_name', 'The postal entry gives no first name.'];
	}

	/** @dataProvider malformed_cards */
	public function test_a_malformed_card_names_its_first_problem(array $changes, bool $email_valid, string $field, string $reason): void
	{
		self::assertSame(['field' => $field, 'reason' => $reason], PostalEntryRules::malformation($changes + self::CARD, $email_valid, self::NOW));
	}

	public function test_the_uk_day_changes_at_uk_midnight(): void
	{
		// 23:30 UTC on 30 June 2026 is 00:30 on 1 July in the UK (BST).
		self::assertSame('2026-07-01', PostalEntryRules::uk_today(1782862200));
		self::assertSame('2026-11-20', PostalEntryRules::uk_today(self::NOW));
	}

	public function test_the_refusals_sentences(): void
	{
		self::assertSame('The entrant already has the maximum of 1 entry for this competition, so the postal entry could not be accepted.', PostalEntryRules::over_maximum(1));
		self::assertSame('The entrant already has the maximum of 3 entries for this competition, so the postal entry could not be accepted.', PostalEntryRules::over_maximum(3));
		self::assertSame('There is no competition 987654 to enter.', PostalEntryRules::unknown_competition(987654));
		self::assertSame(['malformed', 'closed', 'sold_out', 'account_locked', 'wrong_answer', 'over_maximum'], PostalEntryRules::REFUSALS);
	}

	public function test_the_receipt(): void
	{
		self::assertSame(
			'Dear Sam, your free postal entry to "Korda Kaizen Rod Pair" has been accepted with ticket number 17, in the draw on 24 December 2026 at 20:00.',
			PostalEntryRules::receipt('Korda Kaizen Rod Pair', '2026-12-24', '20:00', 'Sam', [17], [])
		);
		self::assertSame(
			'Dear Ola, your free postal entry to "Reel" has been accepted with ticket numbers 2, 3, in the draw on 8 January 2027. It has won an instant prize (£25 Site Credit): open an account at the shop with this email address and the credit will be in it.',
			PostalEntryRules::receipt('Reel', '2027-01-08', '', 'Ola', [2, 3], [['title' => '£25 Site Credit', 'site_credit' => true]])
		);
		self::assertSame(
			'Dear Ola, your free postal entry to "Reel" has been accepted with ticket number 2, in the draw on 8 January 2027. It has won an instant prize (Korda Kaizen Rod): we will contact you to arrange it.',
			PostalEntryRules::receipt('Reel', '2027-01-08', '', 'Ola', [2], [['title' => 'Korda Kaizen Rod', 'site_credit' => false]])
		);
		self::assertSame(
			'Dear Ola, your free postal entry to "Reel" has been accepted with ticket numbers 2, 3, in the draw on 8 January 2027. It has won an instant prize (£5 site credit): open an account at the shop with this email address and the credit will be in it. It has won an instant prize (Korda Kaizen Rod): we will contact you to arrange it.',
			PostalEntryRules::receipt('Reel', '2027-01-08', '', 'Ola', [2, 3], [['title' => 'Korda Kaizen Rod', 'site_credit' => false], ['title' => '£5 site credit', 'site_credit' => true]])
		);
		self::assertStringEndsWith('in the draw on a date still to be announced.', PostalEntryRules::receipt('Reel', '', '', 'Ola', [2], []));
	}

	public function test_names_and_the_postal_label(): void
	{
		self::assertSame('Ann S.', PostalEntryRules::short_name('Ann', 'Smith'));
		self::assertSame('Ann', PostalEntryRules::short_name('Ann', ''));
		self::assertSame('postal-12', BeaconDrawRule::entry_label(12, true));
		self::assertSame('order-12', BeaconDrawRule::entry_label(12, false));
		self::assertTrue(BeaconDrawRule::is_postal_label('postal-12'));
		self::assertTrue(BeaconDrawRule::is_label('postal-12'));
		foreach (['order-12', 'postal-', 'postal-12x', 'Postal-12'] as $label) {
			self::assertFalse(BeaconDrawRule::is_postal_label($label), $label);
		}
	}
}
