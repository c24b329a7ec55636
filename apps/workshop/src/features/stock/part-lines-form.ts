import { repeatedLineIndexes, STOCK_RULES, WORKSHOP_FIELD_RULES } from '@servicebay/domain';
import type { FieldIssue } from '@servicebay/ui';

/**
 * A stock document's lines as typed, a part and a quantity each: a purchase order's, a transfer's.
 * The rules the lines share live here, so both dialogs say the same thing at the same field.
 */
export type PartLine = { partId: string; quantity: string };

export const newPartLine = (): PartLine => ({ partId: '', quantity: '1' });

/** A part not yet chosen reads 'Required' (not zod's 'Invalid UUID'); a part twice, 'already on the list' at the second. */
export const partChoiceIssues = (partIds: readonly string[]): FieldIssue[] => [
  ...partIds.flatMap((partId, index) => (partId ? [] : [{ field: `lines.${index}.partId`, message: WORKSHOP_FIELD_RULES.required }])),
  ...repeatedLineIndexes(partIds).map((index) => ({ field: `lines.${index}.partId`, message: STOCK_RULES.duplicateLine })),
];

/** A branch, a vendor, any id the form picks: 'Required' while none is chosen. */
export const choiceRequired = (field: string, value: string): FieldIssue[] => (value ? [] : [{ field, message: WORKSHOP_FIELD_RULES.required }]);

/**
 * The form's field of a schema issue: a line's quantity at 'lines.0.quantity', the form's own plain
 * fields by name; ids (`chosen`) and part ids are left to the choice issues above.
 */
export const lineFieldOf =
  (chosen: readonly string[]) =>
  (path: readonly PropertyKey[]): string | undefined => {
    if (path[0] === 'lines')
      return path.length >= 3 && path[2] !== 'partId' && path[2] !== 'orderLineId' ? `lines.${String(path[1])}.${String(path[2])}` : undefined;
    return typeof path[0] === 'string' && !chosen.includes(path[0]) ? path[0] : undefined;
  };
