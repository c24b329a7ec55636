import { z } from 'zod';

/**
 * A technician's clock on one labour line of a job card (issue 29 part 3): started, paused and
 * resumed as the work stops and goes on, stopped when the line's work is done. Written once, as
 * data: the service refuses any other step ('This step is not allowed now'), the app offers only these.
 */
export const JOB_CLOCK_STATUSES = ['running', 'paused', 'stopped'] as const;
export type TJobClockStatus = (typeof JOB_CLOCK_STATUSES)[number];

export const JOB_CLOCK_ACTIONS = ['start', 'pause', 'resume', 'stop'] as const;
export const ZJobClockAction = z.enum(JOB_CLOCK_ACTIONS);
export type TJobClockAction = z.infer<typeof ZJobClockAction>;

/** `null` is a line the technician has no clock on yet, or whose last clock was stopped: a start opens a new one. */
export const JOB_CLOCK_STEPS: readonly { action: TJobClockAction; from: TJobClockStatus | null; to: TJobClockStatus }[] = [
  { action: 'start', from: null, to: 'running' },
  { action: 'pause', from: 'running', to: 'paused' },
  { action: 'resume', from: 'paused', to: 'running' },
  { action: 'stop', from: 'running', to: 'stopped' },
  { action: 'stop', from: 'paused', to: 'stopped' },
];

/** Where `action` takes a clock in `status` (null: none open), or null when the step is not allowed. */
export function jobClockStep(status: TJobClockStatus | null, action: TJobClockAction): TJobClockStatus | null {
  const open = status === 'stopped' ? null : status;
  return JOB_CLOCK_STEPS.find((step) => step.action === action && step.from === open)?.to ?? null;
}

/** The steps the app offers on a clock in `status`. */
export const jobClockActionsFrom = (status: TJobClockStatus | null): TJobClockAction[] =>
  JOB_CLOCK_ACTIONS.filter((action) => jobClockStep(status, action) !== null);

export const ZJobClockBody = z.object({ action: ZJobClockAction });

/** A technician's clock on a line, as the job card shows it: worked seconds so far, and since when it runs. */
export const ZJobClock = z.object({
  jobClockId: z.uuid(),
  jobCardId: z.uuid(),
  lineId: z.uuid(),
  staffId: z.uuid(),
  staffName: z.string(),
  status: z.enum(JOB_CLOCK_STATUSES),
  /** When the running stretch began; null while paused or stopped. */
  runningSince: z.iso.datetime().nullable(),
  /** The stretches already ended, in whole seconds (the running one is added by the reader from runningSince). */
  workedSeconds: z.number().int().min(0),
  startedAt: z.iso.datetime(),
  stoppedAt: z.iso.datetime().nullable(),
});
export type TJobClock = z.infer<typeof ZJobClock>;

/** A job card's labour lines and clocks: every technician's on its lines (latest first), and which one runs for the caller, wherever it is. */
export const ZJobCardClocks = z.object({
  /** The card's labour lines, which clocks run on (a technician reads them here: the estimate is not theirs to read). */
  lines: z.array(z.object({ lineId: z.uuid(), name: z.string(), hours: z.number() })),
  clocks: z.array(ZJobClock),
  /** The caller's running clock on any card, so the app can say why a second start is refused. */
  myRunningClock: ZJobClock.nullable(),
});
export type TJobCardClocks = z.infer<typeof ZJobCardClocks>;
