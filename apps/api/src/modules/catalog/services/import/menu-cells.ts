import { isWholeInMinor, minorDigitsOf, minorOf, type TCurrency, type TMenuSheet, type TMenuSheetProblem, type TVehicleType } from '@servicebay/domain';
import type { SheetRow } from './menu-workbook';

/** The brand's names for services, sections, add-ons, segments and lists: what a URL or a key can hold. */
const IDENTIFIER = /^[a-z0-9][a-z0-9-]{0,63}$/;
const IDENTIFIER_RULE = 'use lower-case letters, digits and dashes (at most 64)';
/** A price a menu could print: under ten million of any of the currencies served. */
const MAX_AMOUNT_MAJOR = 10_000_000;
const YES = ['yes', 'y', 'true', '1'];
const NO = ['no', 'n', 'false', '0', ''];

/** Vehicle types as the operator's messages name them. */
export const VEHICLE_TYPE_NAMES: Record<TVehicleType, string> = { car: 'cars', 'two-wheeler': 'two-wheelers' };

export type CellReader = ReturnType<typeof cellReader>;

/**
 * Reads one row's cells, each by its rule, and records a problem for each cell that breaks it
 * (sheet, row, column and what is wrong). A value that breaks its rule reads as null, so the
 * caller still reads the rest of the row and the operator sees every bad cell at once.
 */
export function cellReader(sheet: TMenuSheet, { row, cells }: SheetRow, problems: TMenuSheetProblem[]) {
  const problem = (column: string | null, message: string) => {
    problems.push({ sheet, row, column, message });
    return null;
  };
  const raw = (column: string) => cells[column] ?? '';

  /** Text, required or not, at most `max` characters; empty optional text is null. */
  function text(column: string, { isRequired = false, max }: { isRequired?: boolean; max: number }): string | null {
    const value = raw(column);
    if (!value) return isRequired ? problem(column, `${column} is required`) : null;
    return value.length > max ? problem(column, `${column} has ${value.length} characters; at most ${max}`) : value;
  }

  return {
    problem,
    text,

    identifier(column: string, isRequired = true): string | null {
      const value = text(column, { isRequired, max: 200 });
      if (value === null) return null;
      return IDENTIFIER.test(value) ? value : problem(column, `${column} “${value}”: ${IDENTIFIER_RULE}`);
    },

    /** One of `values`; `normalise` forgives case ('diesel' is DIESEL). */
    oneOf<T extends string>(column: string, values: readonly T[], { isRequired = false, normalise = (v: string) => v } = {}): T | null {
      const value = raw(column);
      if (!value) return isRequired ? problem(column, `${column} is required`) : null;
      const found = values.find((candidate) => candidate === normalise(value));
      return found ?? problem(column, `${column} “${value}” must be one of ${values.join(', ')}`);
    },

    flag(column: string): boolean {
      const value = raw(column).toLowerCase();
      if (YES.includes(value)) return true;
      if (!NO.includes(value)) problem(column, `${column} “${raw(column)}” must be yes or no`);
      return false;
    },

    /** A price in major units, as a person writes it, to minor units of the brand's currency. */
    amount(column: string, currency: TCurrency): number | null {
      const value = raw(column).replace(/,/g, '');
      if (!value) return problem(column, `${column} is required`);
      const major = Number(value);
      if (!/^\d+(\.\d+)?$/.test(value) || !Number.isFinite(major))
        return problem(column, `${column} “${raw(column)}” must be a number of ${currency}, 0 or more`);
      if (major > MAX_AMOUNT_MAJOR) return problem(column, `${column} ${value} is more than ${MAX_AMOUNT_MAJOR} ${currency}`);
      if (!isWholeInMinor(major, currency)) return problem(column, `${column} ${value} has more than ${minorDigitsOf(currency)} decimals for ${currency}`);
      return minorOf(major, currency);
    },
  };
}
