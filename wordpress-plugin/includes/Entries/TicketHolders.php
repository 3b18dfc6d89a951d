<?php

declare(strict_types=1);

namespace AnglingPrizes\Entries;

use AnglingPrizes\Account\Customers;
use AnglingPrizes\Data\PostalEntries;
use AnglingPrizes\Rules\PostalEntryRules;

/**
 * Who holds a ticket, as prizes, the winners list and the proof page name them (store-api's
 * domain/ticketHolders.ts). A paid ticket's holder is its customer's account; a free postal entry's is the
 * entrant as the card names them, with their account when their email has one, or none (user 0).
 */
final class TicketHolders
{
	/**
	 * The holder of a ticket entered by this order.
	 *
	 * @return array{name: string, first_name: string, location: string}
	 */
	public static function of_order(int $order_id, int $user_id): array
	{
		$card = $order_id > 0 ? PostalEntries::card_of_order($order_id) : null;
		if ($card !== null) {
			return self::of_card($card);
		}
		return ['name' => Customers::display_name($user_id), 'first_name' => Customers::first_name($user_id), 'location' => Customers::location($user_id)];
	}

	/**
	 * @param array{first_name: string, last_name: string, city: string} $card
	 * @return array{name: string, first_name: string, location: string}
	 */
	public static function of_card(array $card): array
	{
		return ['name' => PostalEntryRules::short_name($card['first_name'], $card['last_name']), 'first_name' => $card['first_name'], 'location' => $card['city']];
	}
}
