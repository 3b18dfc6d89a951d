<?php

declare(strict_types=1);

namespace AnglingPrizes\Competitions;

/** The qualifying question: its text, its options (ids are 1-based positions) and the right one (never answered to customers). */
final class Question
{
	/** @param list<string> $options */
	public function __construct(
		public readonly string $text = '',
		public readonly array $options = [],
		public readonly int $correct_answer = 0,
	) {
	}

	/** Whether there is a question to answer before adding to the basket. */
	public function is_asked(): bool
	{
		return trim($this->text) !== '' && count($this->options) > 0;
	}
}
