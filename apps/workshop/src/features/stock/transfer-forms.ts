import { ZStockTransferBody, type TStaffMe, type TStockTransferBody, type TStockTransferFields } from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';
import { choiceRequired, lineFieldOf, newPartLine, partChoiceIssues, type PartLine } from './part-lines-form';

/** A transfer as typed at the sending branch: where to, why, and lines of a part and a quantity. */
export type TransferValues = { toBranchId: string; remarks: string; lines: PartLine[] };

export const newTransfer = (): TransferValues => ({ toBranchId: '', remarks: '', lines: [newPartLine()] });

/** The brand's other branches the person works at: where this branch can send parts. */
export const destinationsFrom = (workshops: TStaffMe['workshops'], fromBranchId: string): TStaffMe['workshops'] =>
  workshops.filter((workshop) => workshop.workshopId !== fromBranchId);

export const transferBodyOf = (fromBranchId: string, values: TransferValues): TStockTransferBody => ({
  fromBranchId,
  toBranchId: values.toBranchId,
  remarks: values.remarks.trim() === '' ? null : values.remarks,
  lines: values.lines.map((line) => ({ partId: line.partId, quantity: line.quantity })),
});

/** The API's transfer schema; the branch and the parts are picked, so an empty pick reads 'Required'. */
export const transferRules = (fromBranchId: string): DomainRules<TransferValues, TStockTransferFields> => ({
  schema: ZStockTransferBody,
  toInput: (values) => transferBodyOf(fromBranchId, values),
  fieldOf: lineFieldOf(['fromBranchId', 'toBranchId']),
  moreIssues: (values) => [...choiceRequired('toBranchId', values.toBranchId), ...partChoiceIssues(values.lines.map((line) => line.partId))],
});

/**
 * The form's field of the API's refusal: 'More than on hand' names the line it refused
 * ('lines.1.quantity'), since the lines are sent in the form's order; anything else is a toast.
 */
export const transferFieldOfRefusal = (field: string): string | undefined =>
  /^lines\.\d+\.(quantity|partId)$/.test(field) || field === 'toBranchId' || field === 'remarks' ? field : undefined;
