import { z } from 'zod';
import { ruleCodes } from '../shared/rule-codes';
import { numberField, requiredText } from '../workshops/workshop-field';
import { LABOUR_MESSAGES } from './labour-messages';

export const LABOUR_RULES = ruleCodes('labour', LABOUR_MESSAGES);

/** Custom property types an operation may carry (issue 29 part 4). */
export const MAX_PROPERTY_TYPES = 25;
export const MAX_PROPERTY_OPTIONS = 25;

/** Hours to the hundredth as typed (1.5, 0.25), from a minute up to 99.99 hours. */
const isHoursText = (text: string) => /^\d{1,2}(\.\d{1,2})?$/.test(text) && Number(text) >= 0.01;
/** A labour rate per hour in major units: above zero, at most three decimals (the dinar's). */
const isRateText = (text: string) => /^\d{1,7}(\.\d{1,3})?$/.test(text) && Number(text) > 0;

export const ZLabourHours = numberField(isHoursText, LABOUR_RULES.timeInvalid);
export const ZLabourRate = numberField(isRateText, LABOUR_RULES.rateInvalid);

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
/** The first text that repeats an earlier one, without regard to case or spaces; -1 when none does. */
export const firstRepeat = (texts: readonly string[]): number =>
  texts.findIndex((text, index) => texts.slice(0, index).some((before) => sameText(before, text)));

/** A custom property type of an operation (e.g. 'Oil grade' with options '5W-30', '10W-40'): options unique ('option already available'). */
export const ZPropertyType = z
  .object({ type: requiredText(40), options: z.array(requiredText(40)).max(MAX_PROPERTY_OPTIONS).default([]) })
  .superRefine((property, context) => {
    const repeat = firstRepeat(property.options);
    if (repeat >= 0) context.addIssue({ code: 'custom', message: LABOUR_RULES.optionExists, path: ['options', repeat] });
  });

/** A time as the operation form sends it: hours, or empty (refused with the spec's own message, not the generic 'required'). */
const ZTimeEntry = z.object({ vehicleSegmentId: z.uuid(), hours: z.union([z.number(), z.string()]).nullable().optional() });

/**
 * An operation as saved: its name, the rate segment it is charged at, a time per vehicle segment and
 * its custom property types (workshop spec section 5: 'Time for service cannot be empty'; 'at least
 * one time segment and labour rate segment must be chosen').
 */
export const ZLabourOperationBody = z
  .object({
    name: requiredText(100),
    code: z.string().trim().max(20).nullable().optional(),
    rateSegmentId: z.uuid().nullable().optional(),
    times: z.array(ZTimeEntry).max(50).default([]),
    properties: z.array(ZPropertyType).default([]),
  })
  .superRefine((body, context) => {
    if (!body.rateSegmentId || body.times.length === 0) context.addIssue({ code: 'custom', message: LABOUR_RULES.segmentsRequired, path: ['times'] });
    body.times.forEach((time, index) => {
      const text = time.hours === null || time.hours === undefined ? '' : String(time.hours).trim();
      if (text === '') context.addIssue({ code: 'custom', message: LABOUR_RULES.timeRequired, path: ['times', index, 'hours'] });
      else if (!ZLabourHours.safeParse(text).success) context.addIssue({ code: 'custom', message: LABOUR_RULES.timeInvalid, path: ['times', index, 'hours'] });
    });
    const segmentRepeat = firstRepeat(body.times.map((time) => time.vehicleSegmentId));
    if (segmentRepeat >= 0) context.addIssue({ code: 'custom', message: LABOUR_RULES.optionExists, path: ['times', segmentRepeat, 'vehicleSegmentId'] });
    if (body.properties.length > MAX_PROPERTY_TYPES)
      context.addIssue({ code: 'custom', message: LABOUR_RULES.tooManyPropertyTypes, path: ['properties'], params: { max: MAX_PROPERTY_TYPES } });
    const typeRepeat = firstRepeat(body.properties.map((property) => property.type));
    if (typeRepeat >= 0) context.addIssue({ code: 'custom', message: LABOUR_RULES.optionExists, path: ['properties', typeRepeat, 'type'] });
  })
  .transform((body) => ({
    ...body,
    code: body.code?.trim() || null,
    rateSegmentId: body.rateSegmentId!,
    times: body.times.map((time) => ({ vehicleSegmentId: time.vehicleSegmentId, hours: ZLabourHours.parse(String(time.hours)) })),
  }));
export type TLabourOperationBody = z.input<typeof ZLabourOperationBody>;
export type TLabourOperationFields = z.output<typeof ZLabourOperationBody>;
