<?php

declare(strict_types=1);

namespace AnglingPrizes\Admin;

/**
 * Repeatable rows of two fields (an FAQ's question and answer, a how-it-works step's title and text, a legal
 * terms tab's heading and body) on the settings page: the form's markup, and the posted rows read back as the
 * stored list. A row with both fields empty is dropped (that is how a row is removed); a row with only one
 * filled is refused, and the rows are kept as typed so the page can show them again.
 */
final class ContentRows
{
	/**
	 * @param string $noun what one row is, in a sentence ("FAQ", "Step", "Tab")
	 * @param string $add_label the button that adds a row ("Add an FAQ")
	 * @param string $first the stored key of the one-line field (plain text)
	 * @param string $second the stored key of the body (text with the HTML a post may hold)
	 */
	public function __construct(
		public readonly string $noun,
		public readonly string $add_label,
		public readonly string $first,
		public readonly string $first_label,
		public readonly string $second,
		public readonly string $second_label,
	) {
	}

	/**
	 * The posted rows as the stored list, or the sentence that refuses them.
	 *
	 * @return array{rows: list<array<string, string>>, problem: string|null}
	 */
	public function read(mixed $posted): array
	{
		$rows = [];
		$problem = null;
		$number = 0;
		foreach (is_array($posted) ? $posted : [] as $row) {
			$row = is_array($row) ? $row : [];
			$first = sanitize_text_field(is_string($row[$this->first] ?? null) ? (string) $row[$this->first] : '');
			$second = trim(wp_kses_post(is_string($row[$this->second] ?? null) ? (string) $row[$this->second] : ''));
			if ($first === '' && $second === '') {
				continue;
			}
			++$number;
			if ($problem === null && ($first === '' || $second === '')) {
				$problem = sprintf(
					/* translators: 1: the row's noun, 2: its number, 3: the field it has, 4: the field it lacks */
					__('%1$s %2$d has a %3$s but no %4$s: fill in both, or empty both to remove it.', 'angling-prizes'),
					$this->noun,
					$number,
					strtolower($first === '' ? $this->second_label : $this->first_label),
					strtolower($first === '' ? $this->first_label : $this->second_label)
				);
			}
			$rows[] = [$this->first => $first, $this->second => $second];
		}
		return ['rows' => $rows, 'problem' => $problem];
	}

	/**
	 * The rows as form fields named `{$name}[i][key]`, one empty row after them, and an "Add" button.
	 *
	 * @param list<array<string, mixed>> $rows
	 */
	public function fields(string $name, string $id, array $rows): string
	{
		$rows[] = [];
		$html = '<table class="widefat striped angling-prizes-rows" id="' . esc_attr($id) . '"><thead><tr><th scope="col" style="width:2.5em">#</th>'
			. '<th scope="col">' . esc_html($this->first_label) . '</th><th scope="col">' . esc_html($this->second_label) . '</th></tr></thead><tbody>';
		foreach (array_values($rows) as $index => $row) {
			$html .= $this->row($name, $index, (string) ($row[$this->first] ?? ''), (string) ($row[$this->second] ?? ''));
		}
		$html .= '</tbody></table><p><button type="button" class="button angling-prizes-add-row" data-rows="' . esc_attr($id) . '">'
			. esc_html($this->add_label) . '</button></p>';
		return $html;
	}

	private function row(string $name, int $index, string $first, string $second): string
	{
		$number = $index + 1;
		return '<tr><td>' . $number . '</td>'
			. '<td><input type="text" class="large-text" name="' . esc_attr("{$name}[{$index}][{$this->first}]") . '" value="' . esc_attr($first) . '" aria-label="' . esc_attr("{$this->noun} {$number}: {$this->first_label}") . '"></td>'
			. '<td><textarea class="large-text" rows="3" name="' . esc_attr("{$name}[{$index}][{$this->second}]") . '" aria-label="' . esc_attr("{$this->noun} {$number}: {$this->second_label}") . '">' . esc_textarea($second) . '</textarea></td></tr>';
	}

	/** The "Add" buttons' script: a copy of a table's last row, emptied, numbered next. */
	public static function script(): void
	{
		wp_print_inline_script_tag(<<<'JS'
document.addEventListener('click', function (event) {
	var button = event.target.closest('.angling-prizes-add-row');
	if (!button) return;
	var body = document.getElementById(button.dataset.rows).tBodies[0];
	var last = body.rows[body.rows.length - 1];
	var next = body.rows.length;
	var copy = last.cloneNode(true);
	copy.cells[0].textContent = String(next + 1);
	copy.querySelectorAll('input, textarea').forEach(function (field) {
		field.name = field.name.replace(/\[\d+\](\[[a-z_]+\])$/, '[' + next + ']$1');
		field.setAttribute('aria-label', field.getAttribute('aria-label').replace(/\d+:/, (next + 1) + ':'));
		field.value = '';
	});
	body.appendChild(copy);
	copy.querySelector('input').focus();
});
JS);
	}
}
