<?php

declare(strict_types=1);

namespace AnglingPrizes\Infrastructure;

/** Pounds and pence as the answers carry them. */
final class Money
{
	/** Pounds to pence, rounding half up. */
	public static function to_minor(float|int|string $pounds): int
	{
		return (int) round(((float) $pounds) * 100 + PHP_FLOAT_EPSILON);
	}

	public static function from_minor(int $minor): float
	{
		return $minor / 100;
	}

	/** "12.50", as the original plugin's decimal strings. */
	public static function decimal(int $minor): string
	{
		return number_format($minor / 100, 2, '.', '');
	}

	/** "£12.50" */
	public static function pounds(int $minor): string
	{
		return '£' . self::decimal($minor);
	}

	/** WooCommerce's wc_price() markup as the orders list sends it (`order_total`). */
	public static function price_html(int $minor): string
	{
		return '<span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&pound;</span>' . self::decimal($minor) . '</span>';
	}
}
