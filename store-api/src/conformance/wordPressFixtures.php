<?php
/*
 * The conformance suite's setup on a WordPress target (wordPressTarget.ts), run with WordPress loaded
 * (scripts/wordpress's runPhp): `$args[0]` names the operation, `$args[1]` is its JSON input. Each prints
 * its answer as JSON. Everything goes through WooCommerce's CRUD classes and the companion plugin's own
 * classes, as an admin saving a product, a coupon or a customer would.
 */

declare(strict_types=1);

use AnglingPrizes\Auth\ShopTokens;
use AnglingPrizes\Competitions\Catalogue;
use AnglingPrizes\Competitions\CompetitionMeta;
use AnglingPrizes\Data\CreditLedger;
use AnglingPrizes\Data\Tickets;
use AnglingPrizes\Infrastructure\Settings;

/** A 1×1 PNG: the test competitions' artwork, a real image attachment. */
const ANGLING_CONFORMANCE_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** @param array<string, mixed> $input */
function angling_conformance_setup(array $input): array
{
	update_option(Settings::SERVICE_TOKEN, (string) $input['service_token']);
	update_option(Settings::STOREFRONT_URL, (string) $input['storefront_url']);
	update_option('angling_prizes_allowed_origins', implode("\n", (array) $input['allowed_origins']));
	Settings::set_operator_token((string) ($input['operator_token'] ?? ''));
	return ['checkout_url' => wc_get_checkout_url(), 'rest_root' => get_rest_url()];
}

/** An image attachment (a PNG in the uploads folder), titled with its file name, its alt text `alt`. */
function angling_conformance_attachment(string $file, string $alt): int
{
	$uploads = wp_upload_dir();
	$path = trailingslashit((string) $uploads['path']) . $file;
	file_put_contents($path, base64_decode(ANGLING_CONFORMANCE_PNG, true));
	$attachment_id = wp_insert_attachment(
		['post_mime_type' => 'image/png', 'post_title' => $file, 'post_status' => 'inherit', 'guid' => trailingslashit((string) $uploads['url']) . $file],
		$path,
		0,
		true
	);
	if ($attachment_id instanceof WP_Error) {
		throw new RuntimeException('The artwork could not be attached: ' . $attachment_id->get_error_message());
	}
	update_post_meta($attachment_id, '_wp_attachment_image_alt', $alt);
	return $attachment_id;
}

/**
 * A competition on sale, as an admin makes one: a simple, virtual product with the Competition fields; the
 * plugin's ProductSync sets its stock (tickets left) on save.
 *
 * @param array<string, mixed> $input {tickets, max_per_customer, price, instant_win: {title, prize_value}|null}
 */
function angling_conformance_add_competition(array $input): array
{
	$product = new WC_Product_Simple();
	$product->set_name('Test prize');
	$product->set_status('publish');
	$product->set_catalog_visibility('visible');
	$product->set_virtual(true);
	$product->set_tax_status('none');
	$product->set_regular_price(wc_format_decimal((string) $input['price']));
	$product->set_manage_stock(true);
	$product->set_backorders('no');
	$product->update_meta_data(CompetitionMeta::ENABLED, 'yes');
	$product_id = $product->save();

	$title = 'Test prize ' . $product_id;
	$file = 'test-prize-' . $product_id . '.png';
	$product->set_name($title);
	$product->set_image_id(angling_conformance_attachment($file, $title));
	$draw = time() + 30 * DAY_IN_SECONDS;
	$product->update_meta_data(CompetitionMeta::STATUS, 'open');
	$product->update_meta_data(CompetitionMeta::TOTAL_TICKETS, (int) $input['tickets']);
	$product->update_meta_data(CompetitionMeta::MAX_PER_USER, (int) $input['max_per_customer']);
	$product->update_meta_data(CompetitionMeta::DRAW_DATE, gmdate('Y-m-d', $draw));
	$product->update_meta_data(CompetitionMeta::DRAW_TIME, '20:00');
	$product->update_meta_data(CompetitionMeta::CLOSING_DATE, gmdate('Y-m-d', $draw));
	$product->update_meta_data(CompetitionMeta::CLOSING_TIME, '19:00');
	$instant = is_array($input['instant_win'] ?? null) ? $input['instant_win'] : null;
	$product->update_meta_data(
		CompetitionMeta::INSTANT_WINS,
		$instant === null
			? []
			: [['id' => $product_id * 100, 'title' => (string) $instant['title'], 'prize_value' => (float) $instant['prize_value'], 'image' => '', 'count' => (int) $input['tickets']]]
	);
	$product->save();
	Catalogue::forget();
	return ['id' => $product_id, 'title' => $title];
}

function angling_conformance_product(int $product_id): WC_Product
{
	$product = wc_get_product($product_id);
	if (!$product instanceof WC_Product) {
		throw new RuntimeException(sprintf('No product %d.', $product_id));
	}
	return $product;
}

/** @param array<string, mixed> $input {id} */
function angling_conformance_close_competition(array $input): array
{
	$product = angling_conformance_product((int) $input['id']);
	$product->update_meta_data(CompetitionMeta::STATUS, 'closed');
	$product->save();
	Catalogue::forget();
	return [];
}

/**
 * Leaves `left` tickets on sale: the total becomes the tickets sold and `left`, and ProductSync moves the
 * stock by the change of the total, as when an admin changes it.
 *
 * @param array<string, mixed> $input {id, left}
 */
function angling_conformance_set_tickets_left(array $input): array
{
	$product_id = (int) $input['id'];
	$product = angling_conformance_product($product_id);
	$product->update_meta_data(CompetitionMeta::TOTAL_TICKETS, Tickets::sold_count($product_id) + (int) $input['left']);
	$product->save();
	Catalogue::forget();
	return ['stock' => angling_conformance_product($product_id)->get_stock_quantity()];
}

/** @param array<string, mixed> $input {id} */
function angling_conformance_permalink(array $input): array
{
	return ['permalink' => get_permalink((int) $input['id'])];
}

/** A fixed discount off the basket, for anyone. @param array<string, mixed> $input {code, amount_minor, description} */
function angling_conformance_add_coupon(array $input): array
{
	$coupon = new WC_Coupon();
	$coupon->set_code((string) $input['code']);
	$coupon->set_description((string) $input['description']);
	$coupon->set_discount_type('fixed_cart');
	$coupon->set_amount(wc_format_decimal((string) ((int) $input['amount_minor'] / 100)));
	$coupon->save();
	return ['id' => $coupon->get_id()];
}

/**
 * A customer (18+) signed in to the storefront: a WordPress user with the customer role and a shop token,
 * with `credit_minor` pence of site credit.
 *
 * @param array<string, mixed> $input {n, credit_minor}
 */
function angling_conformance_add_customer(array $input): array
{
	$n = (string) $input['n'];
	$user_id = wp_insert_user([
		'user_login' => 'buyer' . $n,
		'user_email' => 'buyer' . $n . '@example.com',
		'user_pass' => wp_generate_password(24),
		'first_name' => 'Buyer' . $n,
		'last_name' => 'Test',
		'display_name' => 'Buyer' . $n . ' Test',
		'role' => 'customer',
	]);
	if ($user_id instanceof WP_Error) {
		throw new RuntimeException('The customer could not be made: ' . $user_id->get_error_message());
	}
	update_user_meta($user_id, AnglingPrizes\Account\Profile::META_DATE_OF_BIRTH, '1980-01-01');
	if ((int) $input['credit_minor'] > 0) {
		CreditLedger::add($user_id, 'Test credit', (int) $input['credit_minor']);
	}
	return ['userId' => $user_id, 'token' => ShopTokens::issue($user_id)];
}

/** An admin switches a gateway on or off (its `enabled` setting). @param array<string, mixed> $input {id, enabled} */
function angling_conformance_set_gateway_enabled(array $input): array
{
	$option = 'woocommerce_' . sanitize_key((string) $input['id']) . '_settings';
	$settings = get_option($option, []);
	update_option($option, array_merge(is_array($settings) ? $settings : [], ['enabled' => empty($input['enabled']) ? 'no' : 'yes']));
	return [];
}

/** Whether Store API answers expose Nonce besides Cart-Token (the conformance mu-plugin reads this option). */
function angling_conformance_expose_nonce(array $input): array
{
	update_option('angling_conformance_expose_nonce', empty($input['exposed']) ? 'no' : 'yes');
	return [];
}

$angling_operations = [
	'setup' => 'angling_conformance_setup',
	'add_competition' => 'angling_conformance_add_competition',
	'close_competition' => 'angling_conformance_close_competition',
	'set_tickets_left' => 'angling_conformance_set_tickets_left',
	'permalink' => 'angling_conformance_permalink',
	'add_coupon' => 'angling_conformance_add_coupon',
	'add_customer' => 'angling_conformance_add_customer',
	'set_gateway_enabled' => 'angling_conformance_set_gateway_enabled',
	'expose_nonce' => 'angling_conformance_expose_nonce',
];
$angling_operation = $angling_operations[$args[0] ?? ''] ?? null;
if ($angling_operation === null) {
	throw new InvalidArgumentException(sprintf('No conformance operation %s.', $args[0] ?? ''));
}
$angling_input = json_decode($args[1] ?? '{}', true, 16, JSON_THROW_ON_ERROR);
echo wp_json_encode($angling_operation(is_array($angling_input) ? $angling_input : []));
