<?php

declare(strict_types=1);

namespace AnglingPrizes\Admin;

use AnglingPrizes\Competitions\Catalogue;
use AnglingPrizes\Competitions\Competition;
use AnglingPrizes\Competitions\CompetitionMeta;
use AnglingPrizes\Competitions\ProductReader;
use AnglingPrizes\Data\DrawAttempts;
use AnglingPrizes\Data\DrawCloses;
use AnglingPrizes\Data\DrawCommitments;
use AnglingPrizes\Data\InstantWinTickets;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Data\Winners;
use AnglingPrizes\Draw\BeaconDrawRule;
use AnglingPrizes\Draw\BeaconDraws;
use AnglingPrizes\Draw\BeaconRelays;
use AnglingPrizes\Draw\DrawRefused;
use AnglingPrizes\Draw\SeedDraws;
use AnglingPrizes\Infrastructure\Clock;
use AnglingPrizes\Infrastructure\Settings;
use AnglingPrizes\Rules\CompetitionRules;
use AnglingPrizes\Rules\InstantWinPayout;

/**
 * The "Competition" tab of WooCommerce's product data box: the competition fields (the CompetitionMeta constants) on a
 * simple product. Price, sale price and schedule, image, gallery, categories and "featured" stay
 * WooCommerce's own fields. Also the "Draw the winner" action of a closed competition.
 */
final class CompetitionPanel
{
	private const NONCE_ACTION = 'angling_prizes_save_competition';
	private const NONCE_FIELD = '_angling_prizes_nonce';
	private const DRAW_ACTION = 'angling_prizes_draw';
	private const DRAW_NOTICE = 'draw_notice';

	public static function register(): void
	{
		add_filter('woocommerce_product_data_tabs', [self::class, 'tab']);
		add_action('woocommerce_product_data_panels', [self::class, 'panel']);
		add_action('woocommerce_process_product_meta', [self::class, 'save'], 20, 1);
		add_action('admin_post_' . self::DRAW_ACTION, [self::class, 'draw']);
		add_action('admin_notices', [self::class, 'draw_notice']);
	}

	/** @param array<string, array<string, mixed>> $tabs */
	public static function tab(mixed $tabs): array
	{
		$tabs = is_array($tabs) ? $tabs : [];
		$tabs['angling_competition'] = [
			'label' => __('Competition', 'angling-prizes'),
			'target' => 'angling_competition_data',
			'class' => ['show_if_simple'],
			'priority' => 15,
		];
		return $tabs;
	}

	public static function panel(): void
	{
		global $post;
		$product_id = $post instanceof \WP_Post ? (int) $post->ID : 0;
		$product = $product_id > 0 ? wc_get_product($product_id) : null;
		$meta = static fn (string $key): mixed => $product instanceof \WC_Product ? $product->get_meta($key, true) : '';
		$yes = static fn (string $key): string => $meta($key) === 'yes' ? 'yes' : 'no';

		echo '<div id="angling_competition_data" class="panel woocommerce_options_panel hidden">';
		wp_nonce_field(self::NONCE_ACTION, self::NONCE_FIELD);

		echo '<div class="options_group">';
		woocommerce_wp_checkbox([
			'id' => CompetitionMeta::ENABLED,
			'label' => __('Competition', 'angling-prizes'),
			'description' => __('This product is a prize competition: each unit is one ticket; stock is kept at the tickets left.', 'angling-prizes'),
			'value' => $yes(CompetitionMeta::ENABLED),
		]);
		woocommerce_wp_select([
			'id' => CompetitionMeta::STATUS,
			'label' => __('Status', 'angling-prizes'),
			'options' => ['open' => __('Open', 'angling-prizes'), 'closed' => __('Closed', 'angling-prizes'), 'drawn' => __('Drawn', 'angling-prizes')],
			'value' => in_array($meta(CompetitionMeta::STATUS), Competition::STATUSES, true) ? $meta(CompetitionMeta::STATUS) : 'open',
			'description' => __('Open competitions show as sold out or closed by themselves once all tickets are sold or the draw time passes.', 'angling-prizes'),
			'desc_tip' => true,
		]);
		woocommerce_wp_text_input(['id' => CompetitionMeta::TOTAL_TICKETS, 'label' => __('Total tickets', 'angling-prizes'), 'type' => 'number', 'custom_attributes' => ['min' => '1', 'step' => '1'], 'value' => (string) $meta(CompetitionMeta::TOTAL_TICKETS)]);
		woocommerce_wp_text_input(['id' => CompetitionMeta::MAX_PER_USER, 'label' => __('Maximum tickets per customer', 'angling-prizes'), 'type' => 'number', 'custom_attributes' => ['min' => '1', 'step' => '1'], 'value' => (string) $meta(CompetitionMeta::MAX_PER_USER)]);
		woocommerce_wp_text_input(['id' => CompetitionMeta::PRIZE_VALUE, 'label' => __('Main prize value (£)', 'angling-prizes'), 'type' => 'number', 'custom_attributes' => ['min' => '0', 'step' => '0.01'], 'value' => (string) $meta(CompetitionMeta::PRIZE_VALUE)]);
		echo '</div><div class="options_group">';
		woocommerce_wp_text_input(['id' => CompetitionMeta::DRAW_DATE, 'label' => __('Draw date', 'angling-prizes'), 'type' => 'date', 'value' => (string) $meta(CompetitionMeta::DRAW_DATE), 'description' => __('UK time.', 'angling-prizes'), 'desc_tip' => true]);
		woocommerce_wp_text_input(['id' => CompetitionMeta::DRAW_TIME, 'label' => __('Draw time', 'angling-prizes'), 'type' => 'time', 'value' => (string) $meta(CompetitionMeta::DRAW_TIME)]);
		woocommerce_wp_text_input(['id' => CompetitionMeta::CLOSING_DATE, 'label' => __('Closing date', 'angling-prizes'), 'type' => 'date', 'value' => (string) $meta(CompetitionMeta::CLOSING_DATE)]);
		woocommerce_wp_text_input(['id' => CompetitionMeta::CLOSING_TIME, 'label' => __('Closing time', 'angling-prizes'), 'type' => 'time', 'value' => (string) $meta(CompetitionMeta::CLOSING_TIME)]);
		echo '</div><div class="options_group">';
		woocommerce_wp_text_input([
			'id' => CompetitionMeta::QUESTION,
			'label' => __('Qualifying question', 'angling-prizes'),
			'value' => (string) $meta(CompetitionMeta::QUESTION),
			'description' => empty(Settings::site_settings()['show_question'])
				? __('Leave empty for no question. Answers are not checked on this site: WooCommerce → Angling Prizes, Site settings "show_question": 1 turns the check on.', 'angling-prizes')
				: __('Leave empty for no question. A wrong answer is refused in the basket and on a postal entry.', 'angling-prizes'),
		]);
		$options = $meta(CompetitionMeta::QUESTION_OPTIONS);
		woocommerce_wp_textarea_input([
			'id' => CompetitionMeta::QUESTION_OPTIONS,
			'label' => __('Answers (one per line)', 'angling-prizes'),
			'value' => implode("\n", is_array($options) ? array_map('strval', $options) : []),
		]);
		woocommerce_wp_text_input([
			'id' => CompetitionMeta::CORRECT_ANSWER,
			'label' => __('Correct answer (line number)', 'angling-prizes'),
			'type' => 'number',
			'custom_attributes' => ['min' => '1', 'step' => '1'],
			'value' => (string) $meta(CompetitionMeta::CORRECT_ANSWER),
			'description' => __('Never shown to customers.', 'angling-prizes'),
			'desc_tip' => true,
		]);
		echo '</div><div class="options_group">';
		self::instant_win_rows($product_id, $meta(CompetitionMeta::INSTANT_WINS));
		woocommerce_wp_textarea_input([
			'id' => CompetitionMeta::REWARD_WINS,
			'label' => __('Reward wins', 'angling-prizes'),
			'value' => self::prize_lines($meta(CompetitionMeta::REWARD_WINS), 'percent'),
			'description' => __('One prize per line: title | value in £ | percent of tickets sold that unlocks it | image address (optional).', 'angling-prizes'),
		]);
		echo '</div><div class="options_group">';
		$switches = [
			CompetitionMeta::HIDE_TICKET_COUNT => __('Hide ticket count', 'angling-prizes'),
			CompetitionMeta::HIDE_TIMER => __('Hide countdown', 'angling-prizes'),
			CompetitionMeta::DISABLE_TICKETS => __('Pause ticket sales', 'angling-prizes'),
			CompetitionMeta::LIVE_DRAW => __('Live draw', 'angling-prizes'),
		];
		foreach ($switches as $key => $label) {
			woocommerce_wp_checkbox(['id' => $key, 'label' => $label, 'value' => $yes($key)]);
		}
		woocommerce_wp_text_input(['id' => CompetitionMeta::LIVE_DRAW_INFO, 'label' => __('Live draw information', 'angling-prizes'), 'value' => (string) $meta(CompetitionMeta::LIVE_DRAW_INFO)]);
		woocommerce_wp_text_input(['id' => CompetitionMeta::IMAGE_URL, 'label' => __('Image address', 'angling-prizes'), 'type' => 'url', 'value' => (string) $meta(CompetitionMeta::IMAGE_URL), 'description' => __('Used when the product has no product image.', 'angling-prizes'), 'desc_tip' => true]);
		echo '</div>';

		if ($product instanceof \WC_Product && ProductReader::is_competition($product)) {
			self::draw_box($product);
		}
		echo '</div>';
	}

	private static function draw_box(\WC_Product $product): void
	{
		$competition = ProductReader::read($product);
		$sold = Tickets::sold_count($product->get_id());
		$winning = Winners::main_ticket($product->get_id());
		echo '<div class="options_group"><p class="form-field"><label>' . esc_html__('Main draw', 'angling-prizes') . '</label>';
		if ($winning !== null) {
			/* translators: %d: winning ticket number */
			echo esc_html(sprintf(__('Drawn: ticket %d won.', 'angling-prizes'), $winning));
		} elseif (CompetitionRules::live_status($competition, $sold, Clock::now()) === 'open') {
			echo esc_html(sprintf(
				/* translators: %1$d: tickets sold, %2$d: total tickets */
				__('%1$d of %2$d tickets sold. The draw can be made once the competition closes or sells out.', 'angling-prizes'),
				$sold,
				$competition->total_tickets
			));
		} elseif ((DrawCommitments::of($product->get_id())['rule'] ?? '') === BeaconDrawRule::RULE_V2) {
			self::beacon_draw_status($product->get_id());
		} else {
			echo '<a class="button" href="' . esc_url(self::draw_url($product->get_id())) . '">' . esc_html__('Draw the winner now', 'angling-prizes') . '</a> ';
			echo '<span class="description">' . esc_html__('Picks the winning ticket from the committed seed by the published rule and reveals the seed.', 'angling-prizes') . '</span>';
		}
		echo '</p></div>';
	}

	private static function draw_url(int $product_id): string
	{
		return wp_nonce_url(admin_url('admin-post.php?action=' . self::DRAW_ACTION . '&product_id=' . $product_id), self::DRAW_ACTION . '_' . $product_id);
	}

	/** A rule v2 draw: what was published at the close, and whether it waits for its beacon round. */
	private static function beacon_draw_status(int $product_id): void
	{
		$close = DrawCloses::of($product_id);
		if ($close === null) {
			echo esc_html__('Entries have stopped: the draw job publishes the entry list within a minute.', 'angling-prizes');
			return;
		}
		echo esc_html(sprintf(
			/* translators: %1$d: entries, %2$s: list hash, %3$d: beacon round, %4$s: its UTC time */
			__('Entries closed with %1$d (list SHA-256 %2$s). Drawn by drand quicknet round %3$d, due %4$s UTC.', 'angling-prizes'),
			$close['entry_count'],
			$close['entry_list_hash'],
			$close['beacon_round'],
			gmdate('Y-m-d H:i:s', BeaconDrawRule::round_time($close['beacon_round']))
		));
		$attempts = DrawAttempts::of($product_id);
		if ($attempts !== null) {
			echo '<br>' . esc_html(sprintf(
				/* translators: %1$d: attempts, %2$s: the last problem */
				__('Waiting for the beacon round: %1$d attempts so far; the last found: %2$s', 'angling-prizes'),
				$attempts['attempts'],
				$attempts['last_error']
			));
		}
		if ($close['entry_count'] > 0) {
			echo '<br><a class="button" href="' . esc_url(self::draw_url($product_id)) . '">' . esc_html__('Fetch the beacon round now', 'angling-prizes') . '</a>';
		}
	}

	/**
	 * The instant wins as rows of fields: title, value, how many winning tickets, image, how the prize is paid,
	 * and the winning numbers once chosen (the ones already won marked). One empty row for a new prize.
	 */
	private static function instant_win_rows(int $product_id, mixed $stored): void
	{
		$prizes = array_values(array_filter(is_array($stored) ? $stored : [], 'is_array'));
		$numbers = [];
		foreach ($product_id > 0 ? InstantWinTickets::for_products([$product_id])[$product_id] ?? [] : [] as $win) {
			$numbers[$win['prize_id']][] = $win['won'] ? sprintf(/* translators: %d: ticket number */ __('%d (won)', 'angling-prizes'), $win['ticket_number']) : (string) $win['ticket_number'];
		}
		$prizes[] = [];
		$name = CompetitionMeta::INSTANT_WINS;
		// WooCommerce's panel floats every label into a 150px column: these rows lay their labels out themselves.
		$label_style = 'float:none;width:auto;margin:0;padding:0;display:flex;flex-direction:column;gap:4px';
		echo '<div class="angling-instant-wins" id="angling-instant-wins" style="padding:9px 12px 12px"><p style="margin:0 0 8px"><strong>' . esc_html__('Instant wins', 'angling-prizes') . '</strong><br>';
		echo esc_html__('Winning ticket numbers are chosen at random when you save and never move. A prize is removed by emptying its name.', 'angling-prizes') . '</p>';
		foreach ($prizes as $index => $prize) {
			$field = static fn (string $key): string => esc_attr("{$name}[{$index}][{$key}]");
			$paid_as = $prize === [] ? InstantWinPayout::SITE_CREDIT : InstantWinPayout::of($prize);
			$chosen = $numbers[(int) ($prize['id'] ?? 0)] ?? [];
			echo '<fieldset class="angling-instant-win" style="display:flex;flex-wrap:wrap;gap:8px 12px;align-items:flex-end;padding:10px 0;border-top:1px solid #dcdcde">';
			echo '<legend class="screen-reader-text">' . esc_html(sprintf(/* translators: %d: the prize's number */ __('Instant win %d', 'angling-prizes'), $index + 1)) . '</legend>';
			echo '<label style="' . esc_attr($label_style) . ';flex:3 1 220px">' . esc_html__('Prize', 'angling-prizes') . '<input type="text" name="' . $field('title') . '" value="' . esc_attr((string) ($prize['title'] ?? '')) . '" style="width:100%;float:none;margin:0"></label>';
			echo '<label style="' . esc_attr($label_style) . ';flex:1 1 90px">' . esc_html__('Value (£)', 'angling-prizes') . '<input type="number" min="0" step="0.01" name="' . $field('prize_value') . '" value="' . esc_attr($prize === [] ? '' : (string) ($prize['prize_value'] ?? 0)) . '" style="width:100%;float:none;margin:0"></label>';
			echo '<label style="' . esc_attr($label_style) . ';flex:1 1 90px">' . esc_html__('Winning tickets', 'angling-prizes') . '<input type="number" min="0" step="1" name="' . $field('count') . '" value="' . esc_attr($prize === [] ? '' : (string) ($prize['count'] ?? 0)) . '" style="width:100%;float:none;margin:0"></label>';
			echo '<label style="' . esc_attr($label_style) . ';flex:2 1 200px">' . esc_html__('Paid as', 'angling-prizes') . '<select name="' . $field('paid_as') . '" style="width:100%;max-width:none;float:none;margin:0">';
			foreach (InstantWinPayout::CHOICES as $choice) {
				echo '<option value="' . esc_attr($choice) . '"' . selected($paid_as, $choice, false) . '>' . esc_html(InstantWinPayout::label($choice)) . '</option>';
			}
			echo '</select></label>';
			echo '<label style="' . esc_attr($label_style) . ';flex:3 1 220px">' . esc_html__('Image address (optional)', 'angling-prizes') . '<input type="url" name="' . $field('image') . '" value="' . esc_attr((string) ($prize['image'] ?? '')) . '" style="width:100%;float:none;margin:0"></label>';
			if ($prize !== []) {
				echo '<p style="flex:1 1 100%;margin:0;padding:0"><strong>' . esc_html__('Winning numbers:', 'angling-prizes') . '</strong> <span class="angling-winning-numbers">'
					. esc_html($chosen !== [] ? implode(', ', $chosen) : __('chosen when you save', 'angling-prizes')) . '</span></p>';
			}
			echo '</fieldset>';
		}
		echo '</div>';
	}

	/** @param mixed $prizes stored prizes */
	private static function prize_lines(mixed $prizes, string $third): string
	{
		$lines = [];
		foreach (is_array($prizes) ? $prizes : [] as $prize) {
			if (is_array($prize)) {
				$line = [(string) ($prize['title'] ?? ''), (string) ($prize['prize_value'] ?? 0), (string) ($prize[$third] ?? 0)];
				if (($prize['image'] ?? '') !== '') {
					$line[] = (string) $prize['image'];
				}
				$lines[] = implode(' | ', $line);
			}
		}
		return implode("\n", $lines);
	}

	public static function save(mixed $post_id): void
	{
		$post_id = (int) $post_id;
		$nonce = isset($_POST[self::NONCE_FIELD]) ? sanitize_text_field(wp_unslash((string) $_POST[self::NONCE_FIELD])) : '';
		if ($post_id <= 0 || !wp_verify_nonce($nonce, self::NONCE_ACTION) || !current_user_can('edit_product', $post_id)) {
			return;
		}
		$product = wc_get_product($post_id);
		if (!$product instanceof \WC_Product) {
			return;
		}
		$posted = static fn (string $key): string => isset($_POST[$key]) && is_string($_POST[$key]) ? wp_unslash($_POST[$key]) : '';
		$checkbox = static fn (string $key): string => isset($_POST[$key]) ? 'yes' : 'no';
		$date = static fn (string $key): string => preg_match('/^\d{4}-\d{2}-\d{2}$/', $posted($key)) ? $posted($key) : '';
		$time = static fn (string $key): string => preg_match('/^([01]\d|2[0-3]):[0-5]\d$/', substr($posted($key), 0, 5)) ? substr($posted($key), 0, 5) : '';
		$whole = static fn (string $key): int => max(0, absint($posted($key)));

		$product->update_meta_data(CompetitionMeta::ENABLED, $checkbox(CompetitionMeta::ENABLED));
		$status = sanitize_key($posted(CompetitionMeta::STATUS));
		$product->update_meta_data(CompetitionMeta::STATUS, in_array($status, Competition::STATUSES, true) ? $status : 'open');
		$product->update_meta_data(CompetitionMeta::TOTAL_TICKETS, $whole(CompetitionMeta::TOTAL_TICKETS));
		$product->update_meta_data(CompetitionMeta::MAX_PER_USER, $whole(CompetitionMeta::MAX_PER_USER));
		$product->update_meta_data(CompetitionMeta::PRIZE_VALUE, (string) max(0.0, (float) wc_format_decimal($posted(CompetitionMeta::PRIZE_VALUE))));
		$product->update_meta_data(CompetitionMeta::DRAW_DATE, $date(CompetitionMeta::DRAW_DATE));
		$product->update_meta_data(CompetitionMeta::DRAW_TIME, $time(CompetitionMeta::DRAW_TIME));
		$product->update_meta_data(CompetitionMeta::CLOSING_DATE, $date(CompetitionMeta::CLOSING_DATE));
		$product->update_meta_data(CompetitionMeta::CLOSING_TIME, $time(CompetitionMeta::CLOSING_TIME));
		$product->update_meta_data(CompetitionMeta::QUESTION, sanitize_text_field($posted(CompetitionMeta::QUESTION)));
		$options = array_values(array_filter(array_map('sanitize_text_field', preg_split('/\R/', $posted(CompetitionMeta::QUESTION_OPTIONS)) ?: []), static fn (string $line): bool => $line !== ''));
		$product->update_meta_data(CompetitionMeta::QUESTION_OPTIONS, $options);
		$correct = $whole(CompetitionMeta::CORRECT_ANSWER);
		$product->update_meta_data(CompetitionMeta::CORRECT_ANSWER, $correct >= 1 && $correct <= count($options) ? $correct : 0);
		$instant_rows = isset($_POST[CompetitionMeta::INSTANT_WINS]) && is_array($_POST[CompetitionMeta::INSTANT_WINS]) ? wp_unslash($_POST[CompetitionMeta::INSTANT_WINS]) : [];
		$product->update_meta_data(CompetitionMeta::INSTANT_WINS, self::parse_prizes($instant_rows, 'count', $product->get_meta(CompetitionMeta::INSTANT_WINS, true), $post_id * 100));
		$product->update_meta_data(CompetitionMeta::REWARD_WINS, self::parse_prizes(self::rows_of_lines($posted(CompetitionMeta::REWARD_WINS), 'percent'), 'percent', $product->get_meta(CompetitionMeta::REWARD_WINS, true), $post_id * 100 + 50));
		foreach ([CompetitionMeta::HIDE_TICKET_COUNT, CompetitionMeta::HIDE_TIMER, CompetitionMeta::DISABLE_TICKETS, CompetitionMeta::LIVE_DRAW] as $key) {
			$product->update_meta_data($key, $checkbox($key));
		}
		$product->update_meta_data(CompetitionMeta::LIVE_DRAW_INFO, sanitize_text_field($posted(CompetitionMeta::LIVE_DRAW_INFO)));
		$product->update_meta_data(CompetitionMeta::IMAGE_URL, esc_url_raw($posted(CompetitionMeta::IMAGE_URL)));
		// Saving fires ProductSync: stock = tickets left, a committed draw seed, instant-win numbers.
		$product->save();
	}

	/**
	 * Prize lines ("title | value | percent | image", the reward wins' box) as the rows parse_prizes reads.
	 *
	 * @return list<array<string, string>>
	 */
	public static function rows_of_lines(string $text, string $third): array
	{
		$rows = [];
		foreach (preg_split('/\R/', $text) ?: [] as $line) {
			$parts = array_map('trim', explode('|', $line));
			$rows[] = ['title' => $parts[0] ?? '', 'prize_value' => $parts[1] ?? '0', $third => $parts[2] ?? '0', 'image' => $parts[3] ?? ''];
		}
		return $rows;
	}

	/**
	 * Posted prize rows as stored prizes; a row without a title is left out. A prize keeps its id while its
	 * title stays the same, so its winning numbers stay with it; a new title gets a new id. An instant win
	 * keeps how it is paid (InstantWinPayout): the row's choice, else what its title said before the choice.
	 *
	 * @param array<mixed> $rows
	 * @return list<array<string, mixed>>
	 */
	public static function parse_prizes(array $rows, string $third, mixed $existing, int $first_id): array
	{
		$ids = [];
		$next = $first_id;
		foreach (is_array($existing) ? $existing : [] as $prize) {
			if (is_array($prize) && isset($prize['id'], $prize['title'])) {
				$ids[(string) $prize['title']] = (int) $prize['id'];
				$next = max($next, (int) $prize['id'] + 1);
			}
		}
		$prizes = [];
		foreach ($rows as $row) {
			$row = is_array($row) ? $row : [];
			$text = static fn (string $key): string => is_scalar($row[$key] ?? null) ? trim((string) $row[$key]) : '';
			$title = sanitize_text_field($text('title'));
			if ($title === '') {
				continue;
			}
			$id = $ids[$title] ?? $next++;
			$ids[$title] = $id;
			$amount = absint($text($third));
			$prize = [
				'id' => $id,
				'title' => $title,
				'prize_value' => max(0.0, (float) wc_format_decimal($text('prize_value') !== '' ? $text('prize_value') : '0')),
				'image' => esc_url_raw($text('image')),
				$third => $third === 'percent' ? min(100, max(1, $amount)) : $amount,
			];
			if ($third === 'count') {
				$prize['paid_as'] = InstantWinPayout::of(['title' => $title, 'paid_as' => $text('paid_as')]);
			}
			$prizes[] = $prize;
		}
		return $prizes;
	}

	public static function draw(): void
	{
		$product_id = isset($_GET['product_id']) ? absint($_GET['product_id']) : 0;
		check_admin_referer(self::DRAW_ACTION . '_' . $product_id);
		if (!current_user_can('edit_product', $product_id)) {
			wp_die(esc_html__('Sorry, you are not allowed to draw this competition.', 'angling-prizes'), 403);
		}
		try {
			$result = (DrawCommitments::of($product_id)['rule'] ?? '') === BeaconDrawRule::RULE_V2 ? self::beacon_draw($product_id) : SeedDraws::draw_main($product_id);
			/* translators: %1$d: ticket number, %2$s: winner's name */
			$message = sprintf(__('Ticket %1$d won (%2$s).', 'angling-prizes'), $result['ticket_number'], $result['winner']);
		} catch (\RuntimeException $refusal) {
			$message = $refusal->getMessage();
		}
		Catalogue::forget();
		FlashNotice::keep(self::DRAW_NOTICE, $message);
		wp_safe_redirect(get_edit_post_link($product_id, 'url') ?: admin_url('edit.php?post_type=product'));
		exit;
	}

	/**
	 * The operator's "fetch now" for a rule v2 draw: the draw job's attempt, for this competition, at once.
	 *
	 * @return array{ticket_number: int, user_id: int, winner: string, ticket_count: int}
	 */
	private static function beacon_draw(int $product_id): array
	{
		$now = Clock::now();
		BeaconDraws::close($product_id, $now);
		$close = DrawCloses::of($product_id);
		if ($close === null) {
			throw new DrawRefused(__('This competition is still open: it is drawn once it closes or sells out.', 'angling-prizes'));
		}
		if (BeaconDrawRule::round_time($close['beacon_round']) > $now) {
			/* translators: %d: beacon round */
			throw new DrawRefused(sprintf(__('Round %d is not due yet: the draw job draws it once it is.', 'angling-prizes'), $close['beacon_round']));
		}
		$outcome = BeaconDraws::attempt($product_id, $close['beacon_round'], BeaconRelays::configured(), $now);
		if (!isset($outcome['drawn'])) {
			/* translators: %s: what the relays answered */
			throw new DrawRefused(sprintf(__('Waiting for the beacon round: %s', 'angling-prizes'), implode('; ', $outcome['waiting']['problems'] ?? [])));
		}
		return $outcome['drawn'];
	}

	public static function draw_notice(): void
	{
		$message = FlashNotice::take(self::DRAW_NOTICE);
		if (is_string($message) && $message !== '') {
			echo '<div class="notice notice-info is-dismissible"><p>' . esc_html($message) . '</p></div>';
		}
	}
}
