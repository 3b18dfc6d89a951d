<?php

declare(strict_types=1);

namespace AnglingPrizes\Rules;

/**
 * How an instant win is paid, as the operator chose it on the competition's tab: **site credit** is credited
 * to the winner's account the moment the ticket wins (held for a postal entrant's email until they open an
 * account), and stands when the ticket is refunded; a **prize sent** is arranged by the operator. A prize
 * saved before the choice existed has none stored: it keeps the rule it was sold under, site credit when its
 * title says "site credit" (the demo shop's "£5 Site Credit" prizes among them).
 */
final class InstantWinPayout
{
	public const SITE_CREDIT = 'site_credit';
	public const PRIZE_SENT = 'prize_sent';
	public const CHOICES = [self::SITE_CREDIT, self::PRIZE_SENT];

	/** @param array<string, mixed> $prize a stored instant-win prize */
	public static function of(array $prize): string
	{
		$chosen = $prize['paid_as'] ?? null;
		if (is_string($chosen) && in_array($chosen, self::CHOICES, true)) {
			return $chosen;
		}
		return preg_match('/site credit/i', (string) ($prize['title'] ?? '')) === 1 ? self::SITE_CREDIT : self::PRIZE_SENT;
	}

	/** The choice's words on the competition's tab. */
	public static function label(string $paid_as): string
	{
		return $paid_as === self::SITE_CREDIT ? __('Site credit (credited at the win)', 'angling-prizes') : __('Prize sent (you arrange it)', 'angling-prizes');
	}
}
