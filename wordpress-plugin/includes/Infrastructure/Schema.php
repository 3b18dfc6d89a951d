<?php

declare(strict_types=1);

namespace AnglingPrizes\Infrastructure;

/**
 * The plugin's own tables, created and migrated with dbDelta. The stored version
 * (`angling_prizes_schema_version`) says which schema the database has; an update of the plugin migrates on
 * the next request, activation does it at once. Nothing here ever drops a table or a column.
 */
final class Schema
{
	public const VERSION = 5;
	public const VERSION_OPTION = 'angling_prizes_schema_version';

	/** Table names without the WordPress prefix. */
	public const SHOP_TOKENS = 'angling_shop_tokens';
	public const ONE_TIME_KEYS = 'angling_one_time_keys';
	public const TICKETS = 'angling_tickets';
	public const INSTANT_WINS = 'angling_instant_wins';
	public const WINNERS = 'angling_winners';
	public const DRAW_COMMITMENTS = 'angling_draw_commitments';
	public const DRAW_CLOSES = 'angling_draw_closes';
	public const DRAW_BEACONS = 'angling_draw_beacons';
	public const DRAW_ATTEMPTS = 'angling_draw_attempts';
	public const POINTS = 'angling_points_ledger';
	public const CREDIT = 'angling_credit_ledger';
	public const BANK_DETAILS = 'angling_bank_details';
	public const GAMING_LIMITS = 'angling_gaming_limits';
	public const CONTACT_MESSAGES = 'angling_contact_messages';
	public const CHAT_MESSAGES = 'angling_chat_messages';
	/** Every free postal entry recorded, accepted or refused, with its outcome (schema version 3). */
	public const POSTAL_ENTRIES = 'angling_postal_entries';
	/** Site credit won by a postal entrant without an account, held for their card's email until an account is opened with it (schema version 4). */
	public const HELD_CREDIT = 'angling_held_credit';
	/** Every payment notification a provider's webhook was accepted with, by its nonce: a replay is refused (schema version 5). */
	public const PAYMENT_NOTIFICATIONS = 'angling_payment_notifications';

	/** The prefixed name of one of the tables above. */
	public static function table(string $name): string
	{
		global $wpdb;
		return $wpdb->prefix . $name;
	}

	public static function activate(): void
	{
		self::migrate();
		Settings::add_defaults();
	}

	/** Brings the tables up to VERSION when the stored version is older (cheap: one option read otherwise). */
	public static function maybe_migrate(): void
	{
		if ((int) get_option(self::VERSION_OPTION, 0) < self::VERSION) {
			self::migrate();
			Settings::add_defaults();
		}
	}

	public static function migrate(): void
	{
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset = $wpdb->get_charset_collate();
		foreach (self::definitions() as $name => $columns) {
			dbDelta('CREATE TABLE ' . self::table($name) . " (\n" . $columns . "\n) " . $charset . ';');
		}
		update_option(self::VERSION_OPTION, self::VERSION, true);
	}

	/**
	 * Each table's columns and keys in dbDelta's dialect (one per line, `PRIMARY KEY  (col)` with two spaces,
	 * KEY not INDEX). Times are UTC DATETIMEs; money is in pence.
	 *
	 * @return array<string, string>
	 */
	public static function definitions(): array
	{
		return [
			self::SHOP_TOKENS => 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
token_hash char(64) NOT NULL,
user_id bigint(20) unsigned NOT NULL,
created_at datetime NOT NULL,
last_used_at datetime NOT NULL,
revoked tinyint(1) NOT NULL DEFAULT 0,
PRIMARY KEY  (id),
UNIQUE KEY token_hash (token_hash),
KEY user_id (user_id)',
			self::ONE_TIME_KEYS => 'key_hash char(64) NOT NULL,
user_id bigint(20) unsigned NOT NULL,
purpose varchar(20) NOT NULL,
expires_at datetime NOT NULL,
used tinyint(1) NOT NULL DEFAULT 0,
PRIMARY KEY  (key_hash),
KEY user_id (user_id)',
			self::TICKETS => 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
product_id bigint(20) unsigned NOT NULL,
ticket_number int(10) unsigned NOT NULL,
order_id bigint(20) unsigned NOT NULL DEFAULT 0,
user_id bigint(20) unsigned NOT NULL DEFAULT 0,
created_at datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY product_ticket (product_id,ticket_number),
KEY user_product (user_id,product_id),
KEY order_id (order_id)',
			self::INSTANT_WINS => 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
product_id bigint(20) unsigned NOT NULL,
prize_id bigint(20) unsigned NOT NULL,
ticket_number int(10) unsigned NOT NULL,
user_id bigint(20) unsigned DEFAULT NULL,
order_id bigint(20) unsigned DEFAULT NULL,
won_at datetime DEFAULT NULL,
claimed tinyint(1) NOT NULL DEFAULT 0,
PRIMARY KEY  (id),
UNIQUE KEY product_ticket (product_id,ticket_number),
KEY product_prize (product_id,prize_id)',
			self::WINNERS => "id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
product_id bigint(20) unsigned NOT NULL,
ticket_number int(10) unsigned NOT NULL,
user_id bigint(20) unsigned DEFAULT NULL,
name varchar(100) NOT NULL DEFAULT '',
location varchar(100) NOT NULL DEFAULT '',
prize varchar(255) NOT NULL DEFAULT '',
prize_id bigint(20) unsigned NOT NULL DEFAULT 0,
prize_value_minor bigint(20) NOT NULL DEFAULT 0,
prize_type varchar(10) NOT NULL,
won_at datetime NOT NULL,
PRIMARY KEY  (id),
KEY product_type (product_id,prize_type),
KEY won_at (won_at),
KEY user_id (user_id)",
			self::DRAW_COMMITMENTS => "product_id bigint(20) unsigned NOT NULL,
seed char(64) NOT NULL,
commitment char(64) NOT NULL,
revealed tinyint(1) NOT NULL DEFAULT 0,
rule varchar(32) NOT NULL DEFAULT 'seed-hmac-v1',
committed_at bigint(20) unsigned NOT NULL DEFAULT 0,
PRIMARY KEY  (product_id)",
			self::DRAW_CLOSES => 'product_id bigint(20) unsigned NOT NULL,
closed_at bigint(20) unsigned NOT NULL,
entry_list longtext NOT NULL,
entry_list_hash char(64) NOT NULL,
entry_count int(10) unsigned NOT NULL,
beacon_round bigint(20) unsigned NOT NULL,
PRIMARY KEY  (product_id)',
			self::DRAW_BEACONS => "product_id bigint(20) unsigned NOT NULL,
round bigint(20) unsigned NOT NULL,
signature char(96) NOT NULL,
randomness char(64) NOT NULL,
relay varchar(255) NOT NULL DEFAULT '',
fetched_at datetime NOT NULL,
PRIMARY KEY  (product_id)",
			self::DRAW_ATTEMPTS => 'product_id bigint(20) unsigned NOT NULL,
attempts int(10) unsigned NOT NULL DEFAULT 0,
next_attempt_at bigint(20) unsigned NOT NULL DEFAULT 0,
last_error text NOT NULL,
PRIMARY KEY  (product_id)',
			self::POINTS => "id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
user_id bigint(20) unsigned NOT NULL,
description varchar(255) NOT NULL DEFAULT '',
type varchar(40) NOT NULL DEFAULT '',
points int(11) NOT NULL,
order_id bigint(20) unsigned NOT NULL DEFAULT 0,
created_at datetime NOT NULL,
PRIMARY KEY  (id),
KEY user_created (user_id,created_at)",
			self::CREDIT => "id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
user_id bigint(20) unsigned NOT NULL,
description varchar(255) NOT NULL DEFAULT '',
amount_minor bigint(20) NOT NULL,
order_id bigint(20) unsigned NOT NULL DEFAULT 0,
created_at datetime NOT NULL,
PRIMARY KEY  (id),
KEY user_created (user_id,created_at)",
			self::BANK_DETAILS => 'user_id bigint(20) unsigned NOT NULL,
account_number varchar(20) NOT NULL,
sort_code varchar(6) NOT NULL,
updated_at datetime NOT NULL,
PRIMARY KEY  (user_id)',
			self::GAMING_LIMITS => "user_id bigint(20) unsigned NOT NULL,
limit_duration varchar(10) NOT NULL DEFAULT '',
limit_value_minor bigint(20) NOT NULL DEFAULT 0,
pending_duration varchar(10) DEFAULT NULL,
pending_value_minor bigint(20) DEFAULT NULL,
pending_applies_at datetime DEFAULT NULL,
lockout_period varchar(10) NOT NULL DEFAULT '',
locked_until datetime DEFAULT NULL,
updated_at datetime NOT NULL,
PRIMARY KEY  (user_id)",
			self::CONTACT_MESSAGES => "id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
name varchar(100) NOT NULL,
email varchar(200) NOT NULL,
subject varchar(200) NOT NULL,
message text NOT NULL,
order_number varchar(40) NOT NULL DEFAULT '',
created_at datetime NOT NULL,
PRIMARY KEY  (id),
KEY created_at (created_at)",
			self::CHAT_MESSAGES => 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
user_id bigint(20) unsigned NOT NULL,
name varchar(100) NOT NULL,
message text NOT NULL,
created_ms bigint(20) unsigned NOT NULL,
PRIMARY KEY  (id),
KEY user_created (user_id,created_ms)',
			self::POSTAL_ENTRIES => "id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
product_id bigint(20) unsigned NOT NULL,
first_name varchar(100) NOT NULL DEFAULT '',
last_name varchar(100) NOT NULL DEFAULT '',
address_1 varchar(200) NOT NULL DEFAULT '',
address_2 varchar(200) NOT NULL DEFAULT '',
city varchar(100) NOT NULL DEFAULT '',
postcode varchar(20) NOT NULL DEFAULT '',
email varchar(200) NOT NULL DEFAULT '',
email_key varchar(200) NOT NULL DEFAULT '',
answer int(11) DEFAULT NULL,
received varchar(40) NOT NULL DEFAULT '',
outcome varchar(10) NOT NULL,
reason_code varchar(20) DEFAULT NULL,
reason text NOT NULL,
user_id bigint(20) unsigned DEFAULT NULL,
order_id bigint(20) unsigned DEFAULT NULL,
recorded_at datetime NOT NULL,
PRIMARY KEY  (id),
KEY product_email (product_id,email_key),
KEY order_id (order_id)",
			self::HELD_CREDIT => "id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
email varchar(200) NOT NULL DEFAULT '',
email_key varchar(200) NOT NULL DEFAULT '',
description varchar(255) NOT NULL DEFAULT '',
amount_minor bigint(20) NOT NULL,
product_id bigint(20) unsigned NOT NULL,
order_id bigint(20) unsigned NOT NULL,
held_at datetime NOT NULL,
claimed_by bigint(20) unsigned DEFAULT NULL,
claimed_at datetime DEFAULT NULL,
PRIMARY KEY  (id),
KEY email_key (email_key),
KEY order_id (order_id)",
			self::PAYMENT_NOTIFICATIONS => 'nonce varchar(64) NOT NULL,
gateway varchar(64) NOT NULL,
order_id bigint(20) unsigned NOT NULL,
received_at datetime NOT NULL,
PRIMARY KEY  (nonce),
KEY order_id (order_id)',
		];
	}
}
