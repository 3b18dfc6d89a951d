<?php

declare(strict_types=1);

namespace AnglingPrizes\Payments;

/**
 * The sandbox provider's pages: plain HTML on this site, the same pages and words as store-api's
 * (store-api/src/sandbox/hostedPages.ts), everything they show escaped.
 */
final class SandboxPages
{
	private const STYLE = 'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f5;color:#1d2a33}
main{max-width:440px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(0,0,0,.08);padding:24px}
.badge{display:inline-block;background:#ffe08a;color:#5a4300;border-radius:6px;padding:2px 8px;font-size:.8rem;font-weight:700}
h1{font-size:1.3rem;margin:12px 0 4px} .amount{font-size:2rem;font-weight:700;margin:8px 0 16px}
p{line-height:1.5} label{display:block;font-weight:600;margin:12px 0 4px}
select,input{width:100%;box-sizing:border-box;font-size:1rem;padding:10px;border:1px solid #b9c4cc;border-radius:8px}
.actions{display:grid;gap:10px;margin-top:16px}
button{font-size:1rem;font-weight:700;padding:12px;border-radius:8px;border:1px solid #17495f;background:#fff;color:#17495f;cursor:pointer}
button.primary{background:#17495f;color:#fff} button.danger{border-color:#a33a2c;color:#a33a2c}
.muted{color:#5b6b75;font-size:.9rem}';

	/** The pages' policy: their own styles, forms that post here and lead back to the storefront, nothing else. */
	public static function policy(string $storefront_origin): string
	{
		return sprintf("default-src 'none'; style-src 'unsafe-inline'; form-action 'self' %s; frame-ancestors 'none'; base-uri 'none'", $storefront_origin);
	}

	private static function page(string $title, string $body): string
	{
		return '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>'
			. esc_html($title) . '</title><style>' . self::STYLE . '</style></head><body><main><div class="card"><span class="badge">TEST MODE: sandbox payment provider</span>'
			. $body . '</div></main></body></html>';
	}

	/** @param string $amount the amount as the customer reads it ("£2.00") */
	public static function payment(int $order_id, string $amount, string $action): string
	{
		return self::page(
			'Pay securely (sandbox)',
			'<h1>Pay Angling Prizes</h1><p class="muted">Order #' . esc_html((string) $order_id) . '</p><div class="amount" data-testid="sandbox-amount">' . esc_html($amount) . '</div>
<p>No real card is charged: this page stands in for a card provider&#039;s hosted payment page.</p>
<form method="post" action="' . esc_url($action) . '">
<label for="notify">The provider tells the shop</label>
<select id="notify" name="notify"><option value="before">before you return (the usual case)</option><option value="after">after you return (when the provider is slow)</option></select>
<div class="actions">
<button class="primary" name="choice" value="approve">Approve</button>
<button name="choice" value="challenge">3-D Secure challenge</button>
<button class="danger" name="choice" value="decline">Decline</button>
<button name="choice" value="abandon">Abandon (close the payment page)</button>
</div></form>'
		);
	}

	public static function challenge(int $order_id, string $amount, string $action, string $notify): string
	{
		return self::page(
			'Verify your payment (sandbox)',
			'<h1>Your bank wants to check it&#039;s you</h1><p>Enter the code your bank sent to approve ' . esc_html($amount) . ' for order #' . esc_html((string) $order_id)
			. '. In the sandbox the code is <strong>' . esc_html(SandboxProvider::CHALLENGE_CODE) . '</strong>; any other code fails the check.</p>
<form method="post" action="' . esc_url($action) . '"><input type="hidden" name="notify" value="' . esc_attr($notify) . '">
<label for="code">Code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<div class="actions"><button class="primary" name="choice" value="verify">Verify and pay</button></div></form>'
		);
	}

	public static function ended(): string
	{
		return self::page('Payment session ended (sandbox)', '<h1>This payment session has ended</h1><p>Please go back to the shop: your order and basket are there.</p>');
	}
}
