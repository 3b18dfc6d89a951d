<?php

declare(strict_types=1);

namespace AnglingPrizes\Rest;

/**
 * `register_rest_route` argument definitions matching the contract's request fields
 * (shared-contracts/src/api/contract/fields.ts): each with a validate_callback that refuses with a sentence a
 * customer can read (it lands in `data.params`) and a sanitize_callback giving the handler one clean type.
 *
 * Types as WordPress's REST API types them (rest_validate_value_from_schema): text must be a string (a number
 * or a boolean is refused, as `type: string` refuses it), numbers may come as numbers or numeric text. WordPress
 * reads a JSON null as absent (a required argument is then missing) but still hands it to the argument's
 * sanitize_callback, without validating it first: every sanitize_callback here refuses a null its argument
 * does not take, with its validate_callback's sentence, as WordPress's own rest_parse_request_arg refuses a
 * value not of its type (a null page must not become page 0). store-api checks its arguments the same way
 * (store-api/src/http/pluginArgs.ts; store-api/src/conformance/apiV1BadInput.test.ts holds both to it).
 */
final class Args
{
	/**
	 * Free text up to `max` characters ('' when missing). `sentences` replaces the refusals' own words where the
	 * contract has its own: `required` for blank text, `too_long` for text over `max`.
	 *
	 * @param array{required?: string, too_long?: string} $sentences
	 */
	public static function text(string $label, int $max = 200, bool $required = false, string $default = '', array $sentences = []): array
	{
		$arg = [
			'type' => 'string',
			'description' => sprintf($required ? '%s: text of at most %d characters, not blank.' : '%s: text of at most %d characters.', $label, $max),
			'validate_callback' => static function (mixed $value) use ($label, $max, $required, $sentences): bool|\WP_Error {
				if (!is_string($value)) {
					return self::not_text($label);
				}
				if ($required && trim($value) === '') {
					return new \WP_Error('rest_too_short', $sentences['required'] ?? sprintf('%s is required.', $label));
				}
				if (mb_strlen($value) > $max) {
					return new \WP_Error('rest_too_long', $sentences['too_long'] ?? sprintf('%s can be at most %d characters.', $label, $max));
				}
				return true;
			},
			'sanitize_callback' => static fn (mixed $value): string|\WP_Error => is_string($value) ? ($required ? trim($value) : $value) : self::not_text($label),
		];
		if ($required) {
			$arg['required'] = true;
		} else {
			$arg['default'] = $default;
		}
		return $arg;
	}

	/** Text that must be sent, though it may be blank (the contract's field.text: a key every call has). */
	public static function sent_text(string $label, int $max = 200): array
	{
		$arg = self::text($label, $max);
		unset($arg['default']);
		$arg['description'] = sprintf('%s: text of at most %d characters, sent even when blank.', $label, $max);
		return ['required' => true] + $arg;
	}

	/** Text that must not be blank (trimmed). */
	public static function required_text(string $label, int $max = 200): array
	{
		return self::text($label, $max, true);
	}

	/**
	 * Multi-line plain text (a message): control characters out, line breaks and everything else kept as typed
	 * ("2 < 3" stays). It is stored and always shown as text, escaped where it is output, never as HTML.
	 *
	 * @param array{required?: string, too_long?: string} $sentences
	 */
	public static function message(string $label, int $max, bool $required = true, array $sentences = []): array
	{
		$arg = self::text($label, $max, $required, '', $sentences);
		$arg['description'] = sprintf('%s: plain text of at most %d characters, line breaks kept%s.', $label, $max, $required ? ', not blank' : '');
		$arg['sanitize_callback'] = static fn (mixed $value): string|\WP_Error => is_string($value)
			? trim((string) preg_replace('/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/u', '', wp_check_invalid_utf8($value, true)))
			: self::not_text($label);
		return $arg;
	}

	/** The shop's one email rule (shared-contracts rules/email.ts: WordPress's is_email() and at most 200 characters). */
	public static function email(): array
	{
		return [
			'type' => 'string',
			'description' => 'Email address: at most 200 characters, as WordPress\'s is_email() takes it.',
			'required' => true,
			'validate_callback' => static function (mixed $value): bool|\WP_Error {
				if (!is_string($value) || trim($value) === '') {
					return new \WP_Error('rest_invalid_email', 'Email address is required.');
				}
				return self::is_valid_email(trim($value)) ? true : new \WP_Error('rest_invalid_email', 'Email address is invalid.');
			},
			'sanitize_callback' => static fn (mixed $value): string|\WP_Error => is_string($value) ? trim($value) : new \WP_Error('rest_invalid_email', 'Email address is required.'),
		];
	}

	public static function is_valid_email(string $address): bool
	{
		return (bool) preg_match(
			"/^(?=.{6,200}$)[\\w!#$%&'*+\\/=?^`{|}~.-]+@[a-z\\d]+(?:-+[a-z\\d]+)*(?:\\.[a-z\\d]+(?:-+[a-z\\d]+)*)+$/i",
			$address
		) && is_email($address) !== false;
	}

	/** A whole number from 1 to 1,000,000,000, as a number or digits. */
	public static function positive_int(string $label, bool $required = true): array
	{
		return self::int_between($label, 1, 1_000_000_000, $required ? null : 0);
	}

	/** A whole number from 0 to 1,000,000,000, or nothing (null when missing or null). */
	public static function optional_whole_number(string $label): array
	{
		return [
			'type' => ['integer', 'null'],
			'description' => sprintf('%s: a whole number from 0 to 1,000,000,000, or null.', $label),
			'validate_callback' => static function (mixed $value) use ($label): bool|\WP_Error {
				if ($value === null) {
					return true;
				}
				$number = self::whole_number($value);
				if ($number === null) {
					return self::not_whole_number($label);
				}
				return $number >= 0 && $number <= 1_000_000_000 ? true : new \WP_Error('rest_out_of_bounds', sprintf('%s must be between 0 and 1,000,000,000.', $label));
			},
			'sanitize_callback' => static fn (mixed $value): ?int => $value === null ? null : self::whole_number($value),
		];
	}

	/** A page number (1 when missing). */
	public static function page(): array
	{
		return self::int_between('Page', 1, 100_000, 1);
	}

	/** A page size from 1 to 100 (`fallback` when missing). */
	public static function limit(int $fallback): array
	{
		return self::int_between('Limit', 1, 100, $fallback);
	}

	/** A whole number in [min, max]; required when `default` is null. */
	public static function int_between(string $label, int $min, int $max, ?int $default): array
	{
		$arg = [
			'type' => 'integer',
			'description' => sprintf('%s: a whole number from %s to %s.', $label, number_format($min), number_format($max)),
			'validate_callback' => static function (mixed $value) use ($label, $min, $max): bool|\WP_Error {
				$number = self::whole_number($value);
				if ($number === null) {
					return self::not_whole_number($label);
				}
				if ($number < $min || $number > $max) {
					return new \WP_Error('rest_out_of_bounds', sprintf('%s must be between %s and %s.', $label, number_format($min), number_format($max)));
				}
				return true;
			},
			'sanitize_callback' => static fn (mixed $value): int|\WP_Error => self::whole_number($value) ?? self::not_whole_number($label),
		];
		if ($default === null) {
			$arg['required'] = true;
		} else {
			$arg['default'] = $default;
		}
		return $arg;
	}

	/** A number (pounds) in [min, max]. */
	public static function number_between(string $label, float $min, float $max): array
	{
		return [
			'type' => 'number',
			'description' => sprintf('%s: a number from %s to %s.', $label, number_format($min), number_format($max)),
			'required' => true,
			'validate_callback' => static function (mixed $value) use ($label, $min, $max): bool|\WP_Error {
				$number = self::number($value);
				if ($number === null) {
					return self::not_a_number($label);
				}
				if (!is_finite($number) || $number < $min || $number > $max) {
					return new \WP_Error('rest_out_of_bounds', sprintf('%s must be between %s and %s.', $label, number_format($min), number_format($max)));
				}
				return true;
			},
			'sanitize_callback' => static fn (mixed $value): float|\WP_Error => self::number($value) ?? self::not_a_number($label),
		];
	}

	/** One of a fixed list of values. */
	public static function one_of(string $label, array $choices): array
	{
		$listed = implode(', ', array_map(static fn (string $c): string => $c === '' ? '(none)' : $c, $choices));
		$refusal = static fn (): \WP_Error => new \WP_Error('rest_not_in_enum', sprintf('%s must be one of: %s.', $label, $listed));
		return [
			'type' => 'string',
			'description' => sprintf('%s: one of %s.', $label, $listed),
			'required' => true,
			'validate_callback' => static fn (mixed $value): bool|\WP_Error => is_string($value) && in_array($value, $choices, true) ? true : $refusal(),
			'sanitize_callback' => static fn (mixed $value): string|\WP_Error => is_string($value) ? $value : $refusal(),
		];
	}

	/** A calendar date, YYYY-MM-DD (`sentence` when it is not one). */
	public static function date(string $label, string $sentence): array
	{
		return [
			'type' => 'string',
			'description' => sprintf('%s: a date, YYYY-MM-DD.', $label),
			'required' => true,
			'validate_callback' => static function (mixed $value) use ($sentence): bool|\WP_Error {
				$date = is_string($value) ? \DateTimeImmutable::createFromFormat('!Y-m-d', $value) : false;
				return $date !== false && $date->format('Y-m-d') === $value ? true : new \WP_Error('rest_invalid_date', $sentence);
			},
			'sanitize_callback' => static fn (mixed $value): string => (string) $value,
		];
	}

	/** Digits only, of a length in [min, max] (bank account number, sort code). */
	public static function digits(string $sentence, int $min, int $max): array
	{
		return [
			'type' => 'string',
			'description' => sprintf('Digits only, %d to %d of them.', $min, $max),
			'required' => true,
			'validate_callback' => static fn (mixed $value): bool|\WP_Error => is_string($value) && preg_match('/^\d{' . $min . ',' . $max . '}$/', $value)
				? true
				: new \WP_Error('rest_invalid_pattern', $sentence),
			'sanitize_callback' => static fn (mixed $value): string|\WP_Error => is_string($value) ? $value : new \WP_Error('rest_invalid_pattern', $sentence),
		];
	}

	/** The signed-in customer's token in a body ('' for a guest). */
	public static function token(): array
	{
		return ['description' => 'The signed-in customer\'s shop token; empty for a guest.'] + self::text('Token', 200);
	}

	/** `{token}` alone. */
	public static function token_only(): array
	{
		return ['token' => self::token()];
	}

	/** `{token, page, limit}` */
	public static function page_request(int $limit = 12): array
	{
		return ['token' => self::token(), 'page' => self::page(), 'limit' => self::limit($limit)];
	}

	private static function not_text(string $label): \WP_Error
	{
		return new \WP_Error('rest_invalid_type', sprintf('%s must be text.', $label));
	}

	private static function not_whole_number(string $label): \WP_Error
	{
		return new \WP_Error('rest_invalid_type', sprintf('%s must be a whole number.', $label));
	}

	private static function not_a_number(string $label): \WP_Error
	{
		return new \WP_Error('rest_invalid_type', sprintf('%s must be a number.', $label));
	}

	/** A number, or numeric text (is_numeric, as WordPress's `type: number`); null for anything else. */
	private static function number(mixed $value): ?float
	{
		if (is_int($value) || is_float($value)) {
			return (float) $value;
		}
		return is_string($value) && is_numeric(trim($value)) ? (float) trim($value) : null;
	}

	private static function whole_number(mixed $value): ?int
	{
		if (is_int($value)) {
			return $value;
		}
		if (is_float($value) && floor($value) === $value && abs($value) < PHP_INT_MAX) {
			return (int) $value;
		}
		if (is_string($value) && preg_match('/^\d{1,12}$/', $value)) {
			return (int) $value;
		}
		return null;
	}
}
