<?php

declare(strict_types=1);

namespace AnglingPrizes\Competitions;

/**
 * Every product meta key a competition keeps (the one list: the reader, the panel, the product sync and the
 * demo importer name them from here). Title, description, price, sale price and window, image, gallery,
 * category (product_cat) and "featured" are WooCommerce's own product fields.
 */
final class CompetitionMeta
{
	/** 'yes' makes the product a competition. */
	public const ENABLED = '_angling_competition';
	public const DRAW_DATE = '_angling_draw_date';
	public const DRAW_TIME = '_angling_draw_time';
	public const CLOSING_DATE = '_angling_closing_date';
	public const CLOSING_TIME = '_angling_closing_time';
	public const TOTAL_TICKETS = '_angling_total_tickets';
	public const MAX_PER_USER = '_angling_max_per_user';
	/** One of Competition::STATUSES. */
	public const STATUS = '_angling_status';
	public const QUESTION = '_angling_question';
	/** A list of option texts; option ids are their 1-based positions. */
	public const QUESTION_OPTIONS = '_angling_question_options';
	/** The 1-based id of the right option. Server-side only. */
	public const CORRECT_ANSWER = '_angling_correct_answer';
	/** A list of {id, title, prize_value, image, count}; the winning numbers are in the instant-wins table. */
	public const INSTANT_WINS = '_angling_instant_wins';
	/** A list of {id, title, prize_value, image, percent}; winners are in the winners table. */
	public const REWARD_WINS = '_angling_reward_wins';
	public const HIDE_TICKET_COUNT = '_angling_hide_ticket_count';
	public const HIDE_TIMER = '_angling_hide_timer';
	public const DISABLE_TICKETS = '_angling_disable_tickets';
	public const LIVE_DRAW = '_angling_live_draw';
	public const LIVE_DRAW_INFO = '_angling_live_draw_info';
	/** The main prize's value in pounds (the winners' totals); store-api's estimate when unset. */
	public const PRIZE_VALUE = '_angling_prize_value';
	/** An image address used when the product has no image attachment (artwork hosted elsewhere). */
	public const IMAGE_URL = '_angling_image_url';
	/** A list of image addresses used when the product has no gallery attachments. */
	public const GALLERY_URLS = '_angling_gallery_urls';
}
