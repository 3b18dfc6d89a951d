<?php

declare(strict_types=1);

namespace AnglingPrizes\Payments;

/**
 * The secret the shop and the sandbox provider sign notifications with: made once per site (when the plugin is
 * activated or its tables migrated), and kept in an option that is not autoloaded. A real provider's secret would be pasted in by the
 * operator; the sandbox is both sides, so it makes its own.
 */
final class SandboxSecret
{
	public const OPTION = 'angling_prizes_sandbox_secret';

	public static function get(): string
	{
		$secret = get_option(self::OPTION, '');
		if (is_string($secret) && strlen($secret) >= 32) {
			return $secret;
		}
		self::make();
		return (string) get_option(self::OPTION, '');
	}

	/** Makes the secret unless the site has one (Settings::add_defaults, at activation and each migration). */
	public static function make(): void
	{
		add_option(self::OPTION, wp_generate_password(64, false, false), '', false);
	}
}
