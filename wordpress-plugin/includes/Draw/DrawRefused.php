<?php

declare(strict_types=1);

namespace AnglingPrizes\Draw;

/** A main draw that may not be made as asked; the message says why, for the operator. */
final class DrawRefused extends \RuntimeException
{
}
