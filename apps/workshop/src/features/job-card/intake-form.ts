import { TYRE_POSITIONS, ZJobCardChangeBody, type TJobCard, type TJobCardChangeBody, type TTyrePosition } from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';
import { withFieldRuleCodes } from '../../shared/field-rule-codes';
import { instantOf, localInputOf } from '../../shared/local-time';

export type Wheels = 'car' | 'twoWheeler';
export const TYRES_OF: Record<Wheels, readonly TTyrePosition[]> = {
  car: ['frontLeft', 'frontRight', 'rearLeft', 'rearRight', 'spare'],
  twoWheeler: ['front', 'rear'],
};

/** The intake details as the form holds them: readings as typed, lists one entry a line, a time as the desk's clock shows it. */
export type IntakeValues = {
  serviceType: TJobCard['serviceType'];
  advisorId: string | null;
  technicianIds: string[];
  estimatedDeliveryAt: string;
  odometerIn: string;
  odometerOut: string;
  fuelLevel: string;
  wheels: Wheels;
  tyrePressures: Record<TTyrePosition, string>;
  colour: string;
  concerns: string;
  suggestions: string;
  accessories: string;
  remarks: string;
};

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));
const linesOf = (list: readonly string[]) => list.join('\n');
const listOf = (lines: string) =>
  lines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function intakeValuesOf(card: TJobCard): IntakeValues {
  const measured = Object.keys(card.tyrePressures);
  const wheels: Wheels = measured.some((position) => TYRES_OF.twoWheeler.includes(position as TTyrePosition)) ? 'twoWheeler' : 'car';
  return {
    serviceType: card.serviceType,
    advisorId: card.advisor?.staffId ?? null,
    technicianIds: card.technicians.map((technician) => technician.staffId),
    estimatedDeliveryAt: localInputOf(card.estimatedDeliveryAt),
    // The vehicle's last reading is offered until the card has its own.
    odometerIn: text(card.odometerIn ?? card.lastOdometer),
    odometerOut: text(card.odometerOut),
    fuelLevel: text(card.fuelLevel),
    wheels,
    tyrePressures: Object.fromEntries(TYRE_POSITIONS.map((position) => [position, text(card.tyrePressures[position])])) as Record<TTyrePosition, string>,
    colour: card.colour ?? '',
    concerns: linesOf(card.concerns),
    suggestions: linesOf(card.suggestions),
    accessories: linesOf(card.accessories),
    remarks: card.remarks ?? '',
  };
}

/** Both readings as numbers when both read as whole numbers; otherwise the schema speaks of them. */
const reading = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

/**
 * The domain's body of the PATCH (the server's own rules, their texts by rule code), with 'Odometer
 * out above odometer in' (workshop spec section 5) at the odometer out, as the server refuses it.
 * Only the tyres of the vehicle's kind are sent; an empty reading is none.
 */
export const intakeRules: DomainRules<IntakeValues, TJobCardChangeBody> = {
  schema: withFieldRuleCodes(ZJobCardChangeBody),
  toInput: (values) => ({
    serviceType: values.serviceType,
    advisorId: values.advisorId,
    technicianIds: values.technicianIds,
    estimatedDeliveryAt: instantOf(values.estimatedDeliveryAt),
    odometerIn: orNull(values.odometerIn),
    odometerOut: orNull(values.odometerOut),
    fuelLevel: orNull(values.fuelLevel),
    tyrePressures: Object.fromEntries(
      TYRES_OF[values.wheels].flatMap((position) => (orNull(values.tyrePressures[position]) ? [[position, values.tyrePressures[position].trim()]] : [])),
    ),
    colour: orNull(values.colour),
    concerns: listOf(values.concerns),
    suggestions: listOf(values.suggestions),
    accessories: listOf(values.accessories),
    remarks: orNull(values.remarks),
  }),
  fieldOf: (path) =>
    path[0] === 'tyrePressures' && typeof path[1] === 'string' ? `tyrePressures.${path[1]}` : typeof path[0] === 'string' ? path[0] : undefined,
  moreIssues: (values) => {
    const odometerIn = reading(values.odometerIn);
    const odometerOut = reading(values.odometerOut);
    return odometerIn !== null && odometerOut !== null && odometerOut <= odometerIn ? [{ field: 'odometerOut', message: 'jobCards/odometer-out' }] : [];
  },
};
