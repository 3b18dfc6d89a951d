<?php

declare(strict_types=1);

use AnglingPrizes\Auth\AttemptLimits;
use AnglingPrizes\Auth\Bearer;
use AnglingPrizes\Competitions\Competition;
use AnglingPrizes\Competitions\Pricing;
use AnglingPrizes\Competitions\Question;
use AnglingPrizes\Competitions\Schedule;
use AnglingPrizes\Competitions\Showing;
use AnglingPrizes\Data\CreditLedger;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Money;
use AnglingPrizes\Rest\Errors;
use AnglingPrizes\Rules\CompetitionRules;
use AnglingPrizes\Rules\PasswordRule;
use PHPUnit\Framework\TestCase;

/** Small pure rules: passwords, bearer parsing, money, UK time, address keys, credit lock names, ticket picking, competition status. */
final class PureRulesTest extends TestCase
{
	public function test_the_new_password_rule(): void
	{
		self::assertTrue(PasswordRule::accepts('TightLines!2024'));
		self::assertFalse(PasswordRule::accepts('Tight!2024'));
		self::assertFalse(PasswordRule::accepts('TightLinesNo2024'));
		self::assertFalse(PasswordRule::accepts('!!!!!!!!2024!'));
	}

	public function test_the_bearer_value(): void
	{
		self::assertSame('abc.def', Bearer::from_header('Bearer abc.def'));
		self::assertSame('abc', Bearer::from_header('bearer   abc  '));
		self::assertSame('', Bearer::from_header('Basic YWJj'));
		self::assertSame('', Bearer::from_header(null));
	}

	public function test_money(): void
	{
		self::assertSame(199, Money::to_minor(1.99));
		self::assertSame(101, Money::to_minor('1.005'));
		self::assertSame('12.50', Money::decimal(1250));
		self::assertSame('£0.99', Money::pounds(99));
	}

	public function test_uk_local_time_and_wait_words(): void
	{
		self::assertSame(gmmktime(20, 0, 0, 1, 10, 2026), Clock::uk_moment('2026-01-10', '20:00'));
		self::assertSame(gmmktime(19, 0, 0, 7, 10, 2026), Clock::uk_moment('2026-07-10', '20:00'));
		self::assertNull(Clock::uk_moment('', '20:00'));
		self::assertSame(['2026-07-10', '20:00'], Clock::uk_parts(gmmktime(19, 0, 0, 7, 10, 2026)));
		self::assertSame('2026-03-01T20:00:00.000Z', Clock::iso(gmmktime(20, 0, 0, 3, 1, 2026)));
		self::assertSame('3 March 2026', Clock::human_date(gmmktime(12, 0, 0, 3, 3, 2026)));
		self::assertSame('1 second', Errors::wait_text(1));
		self::assertSame('45 seconds', Errors::wait_text(45));
		self::assertSame('15 minutes', Errors::wait_text(900));
	}

	public function test_an_ipv6_client_counts_as_its_64(): void
	{
		self::assertSame('203.0.113.7', AttemptLimits::address_key('203.0.113.7'));
		self::assertSame('203.0.113.7', AttemptLimits::address_key('::ffff:203.0.113.7'));
		self::assertSame(AttemptLimits::address_key('2001:db8:1:2::1'), AttemptLimits::address_key('2001:db8:1:2:ffff::9'));
		self::assertNotSame(AttemptLimits::address_key('2001:db8:1:2::1'), AttemptLimits::address_key('2001:db8:1:3::1'));
	}

	public function test_a_customers_credit_lock_is_named_for_this_site_and_customer(): void
	{
		$name = CreditLedger::lock_name('shop', 'wp_', 42);
		self::assertMatchesRegularExpression('/^angling_credit_[0-9a-f]{16}_42$/', $name);
		self::assertSame($name, CreditLedger::lock_name('shop', 'wp_', 42));
		self::assertNotSame($name, CreditLedger::lock_name('shop', 'wp_', 43));
		self::assertNotSame($name, CreditLedger::lock_name('shop', 'wp2_', 42));
		self::assertNotSame($name, CreditLedger::lock_name('other_shop', 'wp_', 42));
		// MariaDB refuses a lock name longer than 64 characters.
		self::assertSame(51, strlen(CreditLedger::lock_name(str_repeat('d', 64), str_repeat('p', 60), PHP_INT_MAX)));
	}

	public function test_picks_distinct_unsold_numbers(): void
	{
		$taken = array_fill_keys(range(1, 90), true);
		$picked = Tickets::pick_unsold(100, 20, $taken);
		self::assertSame(range(91, 100), $picked, 'only 10 are left');
		$many = Tickets::pick_unsold(10000, 50, [5 => true]);
		self::assertCount(50, array_unique($many));
		self::assertNotContains(5, $many);
		self::assertSame($many, (static function (array $sorted): array {
			sort($sorted);
			return $sorted;
		})($many));
		self::assertSame([], Tickets::pick_unsold(3, 2, [1 => true, 2 => true, 3 => true]));
	}

	private static function competition(string $status = 'open', string $draw = '2099-01-01', ?float $sale = null, bool $disabled = false): Competition
	{
		return new Competition(
			id: 7,
			title: 'Reels',
			stored_status: $status,
			purchasable: true,
			disable_tickets: $disabled,
			total_tickets: 100,
			max_per_user: 10,
			schedule: new Schedule(draw_date: $draw, draw_time: '20:00', closing_date: $draw, closing_time: '19:00'),
			pricing: new Pricing(0.99, $sale, '2020-01-01', '00:00', '2099-12-31', '23:59'),
			question: new Question('Q?', ['A', 'B'], 1),
			showing: new Showing(category: 'tackle'),
		);
	}

	public function test_live_status(): void
	{
		$now = gmmktime(12, 0, 0, 6, 1, 2030);
		self::assertSame('open', CompetitionRules::live_status(self::competition(), 99, $now));
		self::assertSame('sold_out', CompetitionRules::live_status(self::competition(), 100, $now));
		self::assertSame('closed', CompetitionRules::live_status(self::competition(draw: '2030-05-31'), 10, $now));
		self::assertSame('drawn', CompetitionRules::live_status(self::competition('drawn', '2030-05-31'), 100, $now));
		self::assertFalse(CompetitionRules::is_on_sale(self::competition(disabled: true), 10, $now));
	}

	public function test_the_sale_price_counts_only_when_lower_and_inside_its_window(): void
	{
		$now = gmmktime(12, 0, 0, 6, 1, 2030);
		self::assertSame(0.59, self::competition(sale: 0.59)->pricing->at($now));
		self::assertSame(0.99, self::competition(sale: 1.50)->pricing->at($now));
		self::assertSame(0.99, self::competition()->pricing->at($now));
	}
}
