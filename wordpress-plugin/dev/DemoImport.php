<?php

declare(strict_types=1);

namespace AnglingPrizes\Dev;

use AnglingPrizes\Account\Profile;
use AnglingPrizes\Competitions\Catalogue;
use AnglingPrizes\Competitions\Competition;
use AnglingPrizes\Competitions\CompetitionMeta;
use AnglingPrizes\Competitions\ProductReader;
use AnglingPrizes\Competitions\ProductSync;
use AnglingPrizes\Data\BankDetails;
use AnglingPrizes\Data\CreditLedger;
use AnglingPrizes\Data\DrawCloses;
use AnglingPrizes\Data\DrawCommitments;
use AnglingPrizes\Data\GamingLimits;
use AnglingPrizes\Data\PointsLedger;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Data\Winners;
use AnglingPrizes\Draw\BeaconDraws;
use AnglingPrizes\Draw\DrawRefused;
use AnglingPrizes\Entries\PostalEntryRecorder;
use AnglingPrizes\Entries\TicketAllocation;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Money;
use AnglingPrizes\Infrastructure\Schema;
use AnglingPrizes\Infrastructure\Settings;

/**
 * Imports the demo shop written by store-api's `src/seed/exportDemo.ts`: the site content, the customers
 * (WordPress users with WooCommerce billing details), the competitions (products), the tickets already sold
 * (WooCommerce orders), the free postal entries, the demo customer's points, coupons, credit, bank details
 * and limit, and the past draws: each by draw rule v2 on the recorded drand quicknet round the export names,
 * closed and drawn by the plugin's own code on that day's clock, as store-api's seed makes them. Idempotent: products are found again by their demo key, customers by email,
 * and sales, ledgers and draws are made once; content, products and passwords are brought up to date.
 * No email is sent while it runs.
 */
final class DemoImport
{
	public const FORMAT = 'angling-prizes-demo';
	public const META_DEMO_KEY = '_angling_demo_key';
	public const META_DEMO_SOLD = '_angling_demo_sold';
	public const META_DEMO_LEDGERS = '_angling_demo_ledgers';
	public const META_DEMO_POSTAL = '_angling_demo_postal';
	public const VERSION = 2;
	/** Where a recorded round can be fetched again (kept with the beacon, as a fetched one keeps its relay). */
	private const RECORDED_RELAY = 'https://api.drand.sh';
	private const ORDER_SOURCE = 'angling-prizes-demo';
	private const CARD_GATEWAY = 'angling_test_card';
	private const CARD_TITLE = 'Card payment';

	public function import_file(string $json_path): void
	{
		if (!is_readable($json_path)) {
			throw new \RuntimeException(sprintf('The demo file %s cannot be read.', $json_path));
		}
		$data = json_decode((string) file_get_contents($json_path), true);
		if (!is_array($data) || ($data['format'] ?? null) !== self::FORMAT || (int) ($data['version'] ?? 0) !== self::VERSION) {
			throw new \RuntimeException(sprintf('%s is not an Angling Prizes demo export (format %s, version %d).', $json_path, self::FORMAT, self::VERSION));
		}
		$this->import($data);
	}

	/** @param array<string, mixed> $data */
	public function import(array $data): void
	{
		add_filter('pre_wp_mail', '__return_false', 1000);
		try {
			Schema::maybe_migrate();
			$this->content((array) ($data['content'] ?? []));
			$users = $this->customers((array) ($data['customers'] ?? []));
			$products = $this->competitions((array) ($data['competitions'] ?? []));
			$this->sales((array) ($data['sales'] ?? []), $users, $products);
			$this->postal_entries((array) ($data['postal_entries'] ?? []), $products);
			$this->ledgers((array) ($data['ledgers'] ?? []), $users);
			$this->draws((array) ($data['competitions'] ?? []), $products);
			foreach ($products as $product_id) {
				ProductSync::reset_stock($product_id);
			}
			Catalogue::forget();
		} finally {
			remove_filter('pre_wp_mail', '__return_false', 1000);
		}
	}

	/** @param array<string, mixed> $content */
	private function content(array $content): void
	{
		$options = [
			'settings' => Settings::SITE_SETTINGS,
			'seo' => Settings::SEO,
			'how_it_works' => Settings::HOW_IT_WORKS,
			'faqs' => Settings::FAQS,
			'legal_terms' => Settings::LEGAL_TERMS,
		];
		foreach ($options as $key => $option) {
			if (isset($content[$key]) && is_array($content[$key])) {
				update_option($option, $content[$key]);
			}
		}
	}

	/**
	 * @param list<array<string, mixed>> $customers
	 * @return array<string, int> email => user id
	 */
	private function customers(array $customers): array
	{
		$ids = [];
		foreach ($customers as $customer) {
			$email = sanitize_email((string) ($customer['email'] ?? ''));
			$password = (string) ($customer['password'] ?? '');
			if ($email === '' || $password === '') {
				continue;
			}
			$first = sanitize_text_field((string) ($customer['first_name'] ?? ''));
			$last = sanitize_text_field((string) ($customer['last_name'] ?? ''));
			$existing = email_exists($email);
			$fields = ['first_name' => $first, 'last_name' => $last, 'display_name' => trim($first . ' ' . $last)];
			if ($existing === false) {
				$login = sanitize_user((string) ($customer['username'] ?? ''), true);
				$user_id = wp_insert_user($fields + [
					'user_login' => $login !== '' && username_exists($login) === false ? $login : $email,
					'user_email' => $email,
					'user_pass' => $password,
					'role' => 'customer',
				]);
			} else {
				$user_id = wp_update_user($fields + ['ID' => (int) $existing]);
				// A demo password changed by a test run is restored.
				if (is_int($user_id)) {
					wp_set_password($password, $user_id);
				}
			}
			if (!is_int($user_id)) {
				throw new \RuntimeException(sprintf('The demo customer %s could not be saved: %s', $email, $user_id->get_error_message()));
			}
			update_user_meta($user_id, Profile::META_DATE_OF_BIRTH, sanitize_text_field((string) ($customer['date_of_birth'] ?? '')));
			$billing = is_array($customer['billing'] ?? null) ? $customer['billing'] : [];
			$wc_customer = new \WC_Customer($user_id);
			$wc_customer->set_billing_first_name($first);
			$wc_customer->set_billing_last_name($last);
			$wc_customer->set_billing_email($email);
			$wc_customer->set_billing_country('GB');
			foreach (['address_1', 'address_2', 'city', 'state', 'postcode', 'phone'] as $field) {
				$wc_customer->{'set_billing_' . $field}(sanitize_text_field((string) ($billing[$field] ?? '')));
			}
			$wc_customer->save();
			$ids[$email] = $user_id;
		}
		return $ids;
	}

	/**
	 * @param list<array<string, mixed>> $competitions
	 * @return array<string, int> demo key => product id
	 */
	private function competitions(array $competitions): array
	{
		$ids = [];
		foreach ($competitions as $seed) {
			$key = sanitize_key((string) ($seed['key'] ?? ''));
			if ($key === '') {
				continue;
			}
			$product_id = $this->product_id_for($key);
			$product = $product_id > 0 ? wc_get_product($product_id) : null;
			if (!$product instanceof \WC_Product_Simple) {
				$product = new \WC_Product_Simple();
			}
			$product->set_name(sanitize_text_field((string) ($seed['title'] ?? $key)));
			$product->set_description(wp_kses_post((string) ($seed['description'] ?? '')));
			$product->set_status('publish');
			$product->set_catalog_visibility('visible');
			$product->set_featured((bool) ($seed['featured'] ?? false));
			$product->set_virtual(true);
			$product->set_sold_individually(false);
			$product->set_tax_status('none');
			$product->set_regular_price(wc_format_decimal((string) ($seed['price'] ?? '0')));
			$sale = is_array($seed['sale'] ?? null) ? $seed['sale'] : null;
			if ($sale !== null) {
				$product->set_sale_price(wc_format_decimal((string) ($sale['price'] ?? '')));
				$product->set_date_on_sale_from(Clock::uk_moment((string) ($sale['start_date'] ?? ''), (string) ($sale['start_time'] ?? '00:00')));
				$product->set_date_on_sale_to(Clock::uk_moment((string) ($sale['end_date'] ?? ''), (string) ($sale['end_time'] ?? '23:59')));
			} else {
				$product->set_sale_price('');
				$product->set_date_on_sale_from(null);
				$product->set_date_on_sale_to(null);
			}
			$created = strtotime((string) ($seed['created_at'] ?? ''));
			if ($created !== false) {
				$product->set_date_created($created);
			}
			$product->set_category_ids([$this->category_id((string) ($seed['category'] ?? ''))]);
			$product->set_manage_stock(true);
			$product->set_backorders('no');
			$product->update_meta_data(self::META_DEMO_KEY, $key);
			$product->update_meta_data(CompetitionMeta::ENABLED, 'yes');
			$is_new = $product_id <= 0;
			$product_id = $product->save();
			if ($is_new && $created !== false) {
				// The demo's commitment is dated when its competition opened, as store-api's seed dates it.
				DrawCommitments::date_new_commitment($product_id, $created);
			}

			$this->competition_meta($product, $product_id, $seed);
			$product->save();
			$ids[$key] = $product_id;
		}
		return $ids;
	}

	/** @param array<string, mixed> $seed */
	private function competition_meta(\WC_Product $product, int $product_id, array $seed): void
	{
		$drawn = Winners::main_ticket($product_id) !== null;
		$status = (string) ($seed['status'] ?? 'open');
		// A past draw stays open until draws() publishes its close: its entries come in on their own dates first.
		$awaiting_close = is_array($seed['past_draw'] ?? null) && DrawCloses::of($product_id) === null;
		$product->update_meta_data(CompetitionMeta::STATUS, $drawn ? 'drawn' : ($status === 'open' || $awaiting_close ? 'open' : 'closed'));
		$product->update_meta_data(CompetitionMeta::TOTAL_TICKETS, max(1, (int) ($seed['total_tickets'] ?? 1)));
		$product->update_meta_data(CompetitionMeta::MAX_PER_USER, max(1, (int) ($seed['max_per_user'] ?? 1)));
		foreach (
			[
			CompetitionMeta::DRAW_DATE => 'draw_date',
			CompetitionMeta::DRAW_TIME => 'draw_time',
			CompetitionMeta::CLOSING_DATE => 'closing_date',
			CompetitionMeta::CLOSING_TIME => 'closing_time',
			CompetitionMeta::LIVE_DRAW_INFO => 'live_draw_info',
			] as $meta => $field
		) {
			$product->update_meta_data($meta, sanitize_text_field((string) ($seed[$field] ?? '')));
		}
		$product->update_meta_data(CompetitionMeta::LIVE_DRAW, !empty($seed['live_draw']) ? 'yes' : 'no');
		foreach ([CompetitionMeta::HIDE_TICKET_COUNT, CompetitionMeta::HIDE_TIMER, CompetitionMeta::DISABLE_TICKETS] as $meta) {
			$product->update_meta_data($meta, 'no');
		}
		$question = is_array($seed['question'] ?? null) ? $seed['question'] : null;
		$product->update_meta_data(CompetitionMeta::QUESTION, $question === null ? '' : sanitize_text_field((string) ($question['text'] ?? '')));
		$product->update_meta_data(CompetitionMeta::QUESTION_OPTIONS, $question === null ? [] : array_values(array_map(static fn ($option): string => sanitize_text_field((string) $option), (array) ($question['options'] ?? []))));
		$product->update_meta_data(CompetitionMeta::CORRECT_ANSWER, $question === null ? 0 : (int) ($question['correct'] ?? 0));

		// The artwork is the product's image in the media library, so its address follows the site's own
		// (WP_CONTENT_URL): a stored address would keep the host and port the site had at import.
		$image_id = $this->write_artwork(is_array($seed['image'] ?? null) ? $seed['image'] : [], $product_id, $product->get_name('edit'));
		$product->set_image_id($image_id > 0 ? $image_id : '');
		$product->set_gallery_image_ids($image_id > 0 ? [$image_id] : []);
		$product->update_meta_data(CompetitionMeta::IMAGE_URL, '');
		$product->update_meta_data(CompetitionMeta::GALLERY_URLS, []);

		$instant = [];
		foreach (array_values((array) ($seed['instant_wins'] ?? [])) as $index => $prize) {
			$instant[] = [
				'id' => $product_id * 100 + $index,
				'title' => sanitize_text_field((string) ($prize['title'] ?? '')),
				'prize_value' => (float) ($prize['prize_value'] ?? 0),
				// Empty: an instant win without an image of its own shows the competition's.
				'image' => '',
				'count' => max(0, (int) ($prize['count'] ?? 0)),
			];
		}
		$product->update_meta_data(CompetitionMeta::INSTANT_WINS, $instant);
		$rewards = [];
		foreach (array_values((array) ($seed['reward_wins'] ?? [])) as $index => $reward) {
			$rewards[] = [
				'id' => $product_id * 100 + 50 + $index,
				'title' => sanitize_text_field((string) ($reward['title'] ?? '')),
				'prize_value' => (float) ($reward['prize_value'] ?? 0),
				'image' => '',
				'percent' => min(100, max(1, (int) ($reward['percent'] ?? 100))),
			];
		}
		$product->update_meta_data(CompetitionMeta::REWARD_WINS, $rewards);
	}

	/**
	 * Writes the artwork to uploads/angling-prizes/ and returns its attachment (made the first time, found
	 * again by its file afterwards), or 0 without artwork.
	 *
	 * @param array<string, mixed> $image {file, svg}
	 */
	private function write_artwork(array $image, int $product_id, string $title): int
	{
		global $wpdb;
		$file = sanitize_file_name((string) ($image['file'] ?? ''));
		$svg = (string) ($image['svg'] ?? '');
		if ($file === '' || !str_ends_with($file, '.svg') || !str_starts_with(ltrim($svg), '<svg')) {
			return 0;
		}
		$uploads = wp_upload_dir(null, false);
		$dir = trailingslashit((string) $uploads['basedir']) . 'angling-prizes';
		if (!wp_mkdir_p($dir)) {
			return 0;
		}
		file_put_contents($dir . '/' . $file, $svg);
		$relative = 'angling-prizes/' . $file;
		$existing = (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p JOIN {$wpdb->postmeta} m ON m.post_id = p.ID
				WHERE p.post_type = 'attachment' AND m.meta_key = '_wp_attached_file' AND m.meta_value = %s ORDER BY p.ID LIMIT 1",
				$relative
			)
		);
		if ($existing > 0) {
			return $existing;
		}
		$attachment_id = wp_insert_attachment(
			['post_mime_type' => 'image/svg+xml', 'post_title' => $title, 'post_content' => '', 'post_status' => 'inherit'],
			$dir . '/' . $file,
			$product_id,
			true
		);
		if (is_wp_error($attachment_id)) {
			return 0;
		}
		$size = preg_match('/<svg\b[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/', $svg, $match) ? ['width' => (int) $match[1], 'height' => (int) $match[2]] : [];
		wp_update_attachment_metadata($attachment_id, ['file' => $relative] + $size);
		update_post_meta($attachment_id, '_wp_attachment_image_alt', $title);
		return $attachment_id;
	}

	private function product_id_for(string $key): int
	{
		$query = new \WP_Query([
			'post_type' => 'product',
			'post_status' => 'any',
			'posts_per_page' => 1,
			'fields' => 'ids',
			'no_found_rows' => true,
			'meta_query' => [['key' => self::META_DEMO_KEY, 'value' => $key]],
		]);
		return (int) ($query->posts[0] ?? 0);
	}

	private function category_id(string $slug): int
	{
		$slug = sanitize_title($slug !== '' ? $slug : 'competitions');
		$term = get_term_by('slug', $slug, 'product_cat');
		if ($term instanceof \WP_Term) {
			return $term->term_id;
		}
		$created = wp_insert_term(ucwords(str_replace('-', ' ', $slug)), 'product_cat', ['slug' => $slug]);
		if ($created instanceof \WP_Error) {
			throw new \RuntimeException(sprintf('The category %s could not be made: %s', $slug, $created->get_error_message()));
		}
		return (int) $created['term_id'];
	}

	/**
	 * The tickets already sold, as WooCommerce orders paid by card, once per competition.
	 *
	 * @param list<array<string, mixed>> $sales
	 * @param array<string, int> $users
	 * @param array<string, int> $products
	 */
	private function sales(array $sales, array $users, array $products): void
	{
		$by_product = [];
		foreach ($sales as $sale) {
			$product_id = $products[(string) ($sale['competition'] ?? '')] ?? 0;
			$user_id = $users[(string) ($sale['customer'] ?? '')] ?? 0;
			if ($product_id > 0 && $user_id > 0 && (int) ($sale['quantity'] ?? 0) > 0) {
				$by_product[$product_id][] = ['user_id' => $user_id] + $sale;
			}
		}
		foreach ($by_product as $product_id => $product_sales) {
			$product = wc_get_product($product_id);
			if (!$product instanceof \WC_Product || $product->get_meta(self::META_DEMO_SOLD, true) === 'yes') {
				continue;
			}
			$competition = ProductReader::read($product);
			$taken = array_fill_keys(Tickets::sold_numbers($product_id), true);
			foreach ($product_sales as $sale) {
				$numbers = Tickets::pick_unsold($competition->total_tickets, (int) $sale['quantity'], $taken);
				if ($numbers === []) {
					continue;
				}
				$order_id = $this->demo_order($product, $competition, (int) $sale['user_id'], count($numbers), (string) ($sale['status'] ?? 'completed'), (string) ($sale['created_at'] ?? ''));
				Tickets::record($product_id, $numbers, $order_id, (int) $sale['user_id']);
				foreach ($numbers as $number) {
					$taken[$number] = true;
				}
			}
			$product->update_meta_data(self::META_DEMO_SOLD, 'yes');
			$product->save();
		}
	}

	/** A paid order of `quantity` tickets at the ticket price, whose stock and tickets the importer handles itself. */
	private function demo_order(\WC_Product $product, Competition $competition, int $user_id, int $quantity, string $status, string $created_at): int
	{
		$order = wc_create_order(['customer_id' => $user_id, 'created_via' => self::ORDER_SOURCE]);
		if ($order instanceof \WP_Error) {
			throw new \RuntimeException('A demo order could not be made: ' . $order->get_error_message());
		}
		$line_total = wc_format_decimal((string) ($competition->pricing->per_ticket * $quantity), 2);
		$order->add_product($product, $quantity, ['subtotal' => $line_total, 'total' => $line_total]);
		$customer = new \WC_Customer($user_id);
		$order->set_address([
			'first_name' => $customer->get_billing_first_name(),
			'last_name' => $customer->get_billing_last_name(),
			'address_1' => $customer->get_billing_address_1(),
			'address_2' => $customer->get_billing_address_2(),
			'city' => $customer->get_billing_city(),
			'state' => $customer->get_billing_state(),
			'postcode' => $customer->get_billing_postcode(),
			'country' => 'GB',
			'email' => $customer->get_billing_email(),
			'phone' => $customer->get_billing_phone(),
		], 'billing');
		$order->set_payment_method(self::CARD_GATEWAY);
		$order->set_payment_method_title(self::CARD_TITLE);
		$created = strtotime($created_at);
		if ($created !== false) {
			$order->set_date_created($created);
			$order->set_date_paid($created);
		}
		// The importer records the tickets and sets the stock itself: the paid-order hooks must not do it again.
		$order->update_meta_data(TicketAllocation::META_ALLOCATED, 'yes');
		$order->calculate_totals(false);
		$order->save();
		$order->get_data_store()->set_stock_reduced($order->get_id(), true);
		$order->set_status(in_array('wc-' . $status, array_keys(wc_get_order_statuses()), true) ? $status : 'completed');
		$order->save();
		return $order->get_id();
	}

	/**
	 * The demo customer's points, coupons, site credit, bank details and spending limit, once.
	 *
	 * @param list<array<string, mixed>> $ledgers
	 * @param array<string, int> $users
	 */
	private function ledgers(array $ledgers, array $users): void
	{
		foreach ($ledgers as $ledger) {
			$email = (string) ($ledger['customer'] ?? '');
			$user_id = $users[$email] ?? 0;
			if ($user_id <= 0 || get_user_meta($user_id, self::META_DEMO_LEDGERS, true) === 'yes') {
				continue;
			}
			foreach ((array) ($ledger['points'] ?? []) as $entry) {
				PointsLedger::add($user_id, (string) ($entry['description'] ?? ''), (string) ($entry['type'] ?? ''), (int) ($entry['points'] ?? 0), 0, strtotime((string) ($entry['created_at'] ?? '')) ?: null);
			}
			foreach ((array) ($ledger['credit'] ?? []) as $entry) {
				CreditLedger::add($user_id, (string) ($entry['description'] ?? ''), Money::to_minor((float) ($entry['amount'] ?? 0)), 0, strtotime((string) ($entry['created_at'] ?? '')) ?: null);
			}
			foreach ((array) ($ledger['coupons'] ?? []) as $entry) {
				$code = wc_format_coupon_code((string) ($entry['code'] ?? ''));
				if ($code === '' || wc_get_coupon_id_by_code($code) > 0) {
					continue;
				}
				$coupon = new \WC_Coupon();
				$coupon->set_code($code);
				$coupon->set_description(sanitize_text_field((string) ($entry['description'] ?? '')));
				$coupon->set_discount_type('fixed_cart');
				$coupon->set_amount(wc_format_decimal((string) ($entry['amount'] ?? '0')));
				$coupon->set_email_restrictions([$email]);
				$coupon->set_usage_limit(1);
				$coupon->save();
			}
			$bank = is_array($ledger['bank_details'] ?? null) ? $ledger['bank_details'] : null;
			if ($bank !== null) {
				BankDetails::save($user_id, preg_replace('/\D/', '', (string) ($bank['account_number'] ?? '')) ?? '', preg_replace('/\D/', '', (string) ($bank['sort_code'] ?? '')) ?? '');
			}
			$limit = is_array($ledger['spending_limit'] ?? null) ? $ledger['spending_limit'] : null;
			if ($limit !== null) {
				$state = GamingLimits::of($user_id);
				$state['limit_duration'] = in_array($limit['limit_duration'] ?? '', ['day', 'week', 'month'], true) ? (string) $limit['limit_duration'] : '';
				$state['limit_value_minor'] = Money::to_minor((float) ($limit['limit_value'] ?? 0));
				$state['pending'] = null;
				GamingLimits::save($user_id, $state);
			}
			update_user_meta($user_id, self::META_DEMO_LEDGERS, 'yes');
		}
	}

	/**
	 * The past draws' free postal entries, recorded as the operator records a card (PostalEntryRecorder), on
	 * the day each came in, once per competition.
	 *
	 * @param list<array<string, mixed>> $entries
	 * @param array<string, int> $products
	 */
	private function postal_entries(array $entries, array $products): void
	{
		$done = [];
		foreach ($entries as $entry) {
			$product_id = $products[sanitize_key((string) ($entry['competition'] ?? ''))] ?? 0;
			$product = $product_id > 0 ? wc_get_product($product_id) : null;
			if (!$product instanceof \WC_Product || $product->get_meta(self::META_DEMO_POSTAL, true) === 'yes') {
				continue;
			}
			$recorded_at = strtotime((string) ($entry['recorded_at'] ?? ''));
			$outcome = PostalEntryRecorder::record(PostalEntryRecorder::card_of(['competition_id' => $product_id] + $entry), $recorded_at === false ? null : $recorded_at);
			if (($outcome['entry']['outcome'] ?? '') !== 'accepted') {
				throw new \RuntimeException(sprintf('The demo postal entry of %s to %s was refused: %s', (string) ($entry['first_name'] ?? ''), $product->get_name(), (string) ($outcome['entry']['reason'] ?? '')));
			}
			$done[$product_id] = true;
		}
		foreach (array_keys($done) as $product_id) {
			$product = wc_get_product($product_id);
			if ($product instanceof \WC_Product) {
				$product->update_meta_data(self::META_DEMO_POSTAL, 'yes');
				$product->save();
			}
		}
	}

	/**
	 * The past draws, by rule v2 (store-api's seed/pastDraws.ts): the close published at `closed_at` (its entry
	 * list, hash and round R), then the draw at `drawn_at` from round R's recorded beacon, which
	 * BeaconDraws::draw_with_beacon verifies against the pinned quicknet key as it does a fetched one.
	 *
	 * @param list<array<string, mixed>> $competitions
	 * @param array<string, int> $products
	 */
	private function draws(array $competitions, array $products): void
	{
		foreach ($competitions as $seed) {
			$product_id = $products[sanitize_key((string) ($seed['key'] ?? ''))] ?? 0;
			$past = is_array($seed['past_draw'] ?? null) ? $seed['past_draw'] : null;
			if ($product_id <= 0 || $past === null || Winners::main_ticket($product_id) !== null) {
				continue;
			}
			$beacon = is_array($past['beacon'] ?? null) ? $past['beacon'] : [];
			$round = (int) ($beacon['round'] ?? 0);
			Catalogue::forget();
			BeaconDraws::close($product_id, (int) ($past['closed_at'] ?? 0));
			$close = DrawCloses::of($product_id);
			if ($close === null || $close['beacon_round'] !== $round) {
				throw new \RuntimeException(sprintf('The past draw of %d closed for round %s, not the recorded round %d.', $product_id, $close === null ? 'none' : (string) $close['beacon_round'], $round));
			}
			try {
				BeaconDraws::draw_with_beacon(
					$product_id,
					['round' => $round, 'signature' => (string) ($beacon['signature'] ?? ''), 'randomness' => (string) ($beacon['randomness'] ?? '')],
					self::RECORDED_RELAY,
					(int) ($past['drawn_at'] ?? 0)
				);
			} catch (DrawRefused $refusal) {
				throw new \RuntimeException('A demo past draw was refused: ' . $refusal->getMessage(), 0, $refusal);
			}
			Catalogue::forget();
		}
	}
}
