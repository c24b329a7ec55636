import { ZLabourOperationBody, type TLabourOperation, type TLabourOperationBody, type TLabourOperationFields } from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';

/** The operation form as typed: the segments it is done in, in order, with the hours typed for each. */
export type OperationValues = {
  name: string;
  code: string;
  rateSegmentId: string | null;
  segmentIds: string[];
  hours: string[];
  /** One property type a line: 'Oil grade: 5W-30, 10W-40'. */
  properties: string;
};

export const newOperation = (): OperationValues => ({ name: '', code: '', rateSegmentId: null, segmentIds: [], hours: [], properties: '' });

export const operationValuesOf = (operation: TLabourOperation): OperationValues => ({
  name: operation.name,
  code: operation.code ?? '',
  rateSegmentId: operation.rateSegmentId,
  segmentIds: operation.cells.map((cell) => cell.vehicleSegmentId),
  hours: operation.cells.map((cell) => String(cell.hours)),
  properties: operation.properties.map((property) => `${property.type}: ${property.options.join(', ')}`).join('\n'),
});

const split = (text: string, separator: string) =>
  text
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

export const operationBodyOf = (values: OperationValues): TLabourOperationBody => ({
  name: values.name,
  code: values.code || null,
  rateSegmentId: values.rateSegmentId,
  times: values.segmentIds.map((vehicleSegmentId, index) => ({ vehicleSegmentId, hours: values.hours[index] ?? '' })),
  properties: split(values.properties, '\n').map((line) => {
    const [type = '', options = ''] = line.split(':');
    return { type: type.trim(), options: split(options, ',') };
  }),
});

/** The API's own schema, with its messages ('Time for service cannot be empty'…) at the field they are about. */
export const operationRules: DomainRules<OperationValues, TLabourOperationFields> = {
  schema: ZLabourOperationBody,
  toInput: operationBodyOf,
  fieldOf: (path) => {
    if (path[0] === 'times') return typeof path[1] === 'number' ? `hours.${path[1]}` : 'segmentIds';
    return typeof path[0] === 'string' ? path[0] : undefined;
  },
};
