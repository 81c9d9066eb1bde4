import type { ColumnType } from 'kysely'

/* Column types every table uses. The schema's parts import them from here, not from schema.ts (which imports them). */

/** A jsonb column: read as `T`, written as its JSON text (`json(value)`), so pg and PGlite agree. */
export type Json<T> = ColumnType<T, string, string>
/** A jsonb column with a default: may be left out of an insert. */
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>

/** Writes a value into a jsonb column. */
export const json = (value: unknown): string => JSON.stringify(value)
