<?php

declare(strict_types=1);

namespace AnglingPrizes\Rules;

/**
 * The rules of a free postal entry that need no WordPress, the same as store-api's domain/postalEntry.ts: the
 * card tidied as it is kept, what makes a card malformed (the first problem, with the field it names), the
 * refusals' sentences, who an entrant without an account is (their email, trimmed and lower case), and the
 * receipt an entrant without an account is mailed. Dates are the UK's (Europe/London).
 */
final class PostalEntryRules
{
	/** One ticket per card: the UK norm for a free postal entry (each card is one entry). */
	public const TICKETS_PER_ENTRY = 1;

	/** Why a card is refused (`malformed`: it lacks what an entry needs, or names no competition). */
	public const REFUSALS = ['malformed', 'closed', 'sold_out', 'account_locked', 'wrong_answer', 'over_maximum'];

	public const CLOSED = 'This competition is closed to entries, so the postal entry could not be accepted.';
	public const SOLD_OUT = 'This competition has sold out, so the postal entry could not be accepted.';
	public const ACCOUNT_LOCKED = "The entrant's account is locked under its responsible gaming settings, so the postal entry could not be accepted.";
	public const WRONG_ANSWER = 'The answer to the qualifying question is missing or not correct, so the postal entry could not be accepted.';
	public const NO_FIRST_NAME = 'The postal entry gives no first name.';
	public const NO_LAST_NAME = 'The postal entry gives no last name.';
	public const NO_ADDRESS = 'The postal entry gives no address.';
	public const NO_CITY = 'The postal entry gives no town or city.';
	public const NO_POSTCODE = 'The postal entry gives no postcode.';
	public const NO_EMAIL = 'The postal entry gives no valid email address.';
	public const RECEIVED_NOT_A_DATE = 'The date the postal entry was received must be a date written YYYY-MM-DD.';
	/** What the receipt says of an instant prize paid as site credit: it is held for the card's email. */
	public const HELD_CREDIT_SENTENCE = 'open an account at the shop with this email address and the credit will be in it.';
	/** What the receipt says of any other instant prize. */
	public const ARRANGED_PRIZE_SENTENCE = 'we will contact you to arrange it.';

	public static function over_maximum(int $maximum): string
	{
		return sprintf(
			'The entrant already has the maximum of %d %s for this competition, so the postal entry could not be accepted.',
			$maximum,
			$maximum === 1 ? 'entry' : 'entries'
		);
	}

	public static function received_in_future(string $received): string
	{
		return sprintf("The postal entry's received date, %s, is in the future.", $received);
	}

	public static function unknown_competition(int $competition_id): string
	{
		return sprintf('There is no competition %d to enter.', $competition_id);
	}

	/**
	 * The card as kept: every text trimmed, the postcode in capitals with single spaces.
	 *
	 * @param array{competition_id: int, first_name: string, last_name: string, address_1: string, address_2: string, city: string, postcode: string, email: string, answer: ?int, received: string} $card
	 * @return array{competition_id: int, first_name: string, last_name: string, address_1: string, address_2: string, city: string, postcode: string, email: string, answer: ?int, received: string}
	 */
	public static function tidied(array $card): array
	{
		foreach (['first_name', 'last_name', 'address_1', 'address_2', 'city', 'email', 'received'] as $field) {
			$card[$field] = trim($card[$field]);
		}
		$card['postcode'] = strtoupper((string) preg_replace('/\s+/', ' ', trim($card['postcode'])));
		return $card;
	}

	/** Who an entrant without an account is, for the per-entrant maximum: their email, trimmed and lower case. */
	public static function email_key(string $email): string
	{
		return strtolower(trim($email));
	}

	/** A real calendar date written YYYY-MM-DD. */
	public static function is_calendar_date(string $text): bool
	{
		if (preg_match('/^(\d{4})-(\d{2})-(\d{2})$/', $text, $match) !== 1) {
			return false;
		}
		return checkdate((int) $match[2], (int) $match[3], (int) $match[1]);
	}

	/** The UK's date at `now` (epoch seconds), YYYY-MM-DD: the shop's day. */
	public static function uk_today(int $now): string
	{
		return (new \DateTimeImmutable('@' . $now))->setTimezone(new \DateTimeZone('Europe/London'))->format('Y-m-d');
	}

	/**
	 * What a tidied card lacks to be an entry at all (its first problem), or null. `email_valid` is the shop's
	 * email rule applied to the card's email (WordPress's is_email() with the shop's pattern, Rest\Args).
	 *
	 * @param array{first_name: string, last_name: string, address_1: string, city: string, postcode: string, received: string} $card
	 * @return array{field: string, reason: string}|null
	 */
	public static function malformation(array $card, bool $email_valid, int $now): ?array
	{
		$checks = [
			['first_name', $card['first_name'] === '', self::NO_FIRST_NAME],
			['last_name', $card['last_name'] === '', self::NO_LAST_NAME],
			['address_1', $card['address_1'] === '', self::NO_ADDRESS],
			['city', $card['city'] === '', self::NO_CITY],
			['postcode', $card['postcode'] === '', self::NO_POSTCODE],
			['email', !$email_valid, self::NO_EMAIL],
			['received', !self::is_calendar_date($card['received']), self::RECEIVED_NOT_A_DATE],
		];
		foreach ($checks as [$field, $failed, $reason]) {
			if ($failed) {
				return ['field' => $field, 'reason' => $reason];
			}
		}
		if (strcmp($card['received'], self::uk_today($now)) > 0) {
			return ['field' => 'received', 'reason' => self::received_in_future($card['received'])];
		}
		return null;
	}

	/** "Ann S.": a first name and the last name's initial, as entrants and winners are listed. */
	public static function short_name(string $first_name, string $last_name): string
	{
		return trim($first_name . ' ' . ($last_name !== '' ? mb_substr($last_name, 0, 1) . '.' : ''));
	}

	/** "27 November 2026 at 20:00", the draw as the receipt names it. */
	public static function draw_moment_text(string $draw_date, string $draw_time): string
	{
		if (!self::is_calendar_date($draw_date)) {
			return 'a date still to be announced';
		}
		$day = (new \DateTimeImmutable($draw_date . 'T12:00:00Z'))->format('j F Y');
		return $draw_time !== '' ? $day . ' at ' . $draw_time : $day;
	}

	/**
	 * The receipt of an accepted card for an entrant without an account: the competition, the ticket number
	 * and the draw date, and any instant prize it won: site credit is held for the card's email until an
	 * account is opened with it (HeldCredit), any other prize the operator arranges.
	 *
	 * @param int[] $tickets
	 * @param list<array{title: string, site_credit: bool}> $prizes the instant wins' prizes, and whether each is paid as site credit
	 */
	public static function receipt(string $title, string $draw_date, string $draw_time, string $first_name, array $tickets, array $prizes): string
	{
		$numbers = count($tickets) === 1 ? 'ticket number ' . $tickets[0] : 'ticket numbers ' . implode(', ', $tickets);
		$receipt = sprintf(
			'Dear %s, your free postal entry to "%s" has been accepted with %s, in the draw on %s.',
			$first_name,
			$title,
			$numbers,
			self::draw_moment_text($draw_date, $draw_time)
		);
		$credit = array_column(array_filter($prizes, static fn (array $prize): bool => $prize['site_credit']), 'title');
		$other = array_column(array_filter($prizes, static fn (array $prize): bool => !$prize['site_credit']), 'title');
		$sentences = [$receipt];
		if ($credit !== []) {
			$sentences[] = sprintf('It has won an instant prize (%s): %s', implode(', ', $credit), self::HELD_CREDIT_SENTENCE);
		}
		if ($other !== []) {
			$sentences[] = sprintf('It has won an instant prize (%s): %s', implode(', ', $other), self::ARRANGED_PRIZE_SENTENCE);
		}
		return implode(' ', $sentences);
	}
}
