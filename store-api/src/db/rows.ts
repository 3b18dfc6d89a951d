/**
 * Typed row mappers: better-sqlite3 hands rows back as `unknown`, so each table module reads its columns
 * through these checks instead of casting. A column of the wrong type is a bug in the schema or the query,
 * and fails loudly.
 */
export type Row = Readonly<Record<string, unknown>>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null;
}

function columnError(column: string, expected: string, value: unknown): Error {
  return new Error(`column ${column}: expected ${expected}, got ${value === null ? 'null' : typeof value}`);
}

export function int(row: Row, column: string): number {
  const value = row[column];
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  throw columnError(column, 'a number', value);
}

export function intOrNull(row: Row, column: string): number | null {
  return row[column] === null ? null : int(row, column);
}

export function text(row: Row, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw columnError(column, 'text', value);
  return value;
}

export function bool(row: Row, column: string): boolean {
  return int(row, column) !== 0;
}

/** One row mapped, or undefined when the query found none. */
export function mapRow<T>(row: unknown, map: (row: Row) => T): T | undefined {
  if (row === undefined) return undefined;
  if (!isRow(row)) throw new Error('expected a row object');
  return map(row);
}

export function mapRows<T>(rows: unknown[], map: (row: Row) => T): T[] {
  return rows.map((row) => {
    if (!isRow(row)) throw new Error('expected a row object');
    return map(row);
  });
}
