<?php

declare(strict_types=1);

namespace AnglingPrizes;

/** Loads `AnglingPrizes\Sub\Name` from `includes/Sub/Name.php` (no Composer). */
final class Autoloader
{
	public static function register(string $base_dir): void
	{
		spl_autoload_register(static function (string $class) use ($base_dir): void {
			$prefix = __NAMESPACE__ . '\\';
			if (!str_starts_with($class, $prefix)) {
				return;
			}
			$relative = substr($class, strlen($prefix));
			if (!preg_match('/^[A-Za-z0-9_\\\\]+$/', $relative)) {
				return;
			}
			$file = $base_dir . '/' . str_replace('\\', '/', $relative) . '.php';
			if (is_readable($file)) {
				require_once $file;
			}
		});
	}
}
