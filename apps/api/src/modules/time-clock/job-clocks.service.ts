import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { isJobCardOpen, jobClockStep, QUANTITY_SCALE, secondsBetween, type TJobCardClocks, type TJobClock, type TJobClockAction } from '@servicebay/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { StaffScope, TimeClockDeps } from './time-clock-context';
import { jobClocks, jobClockStretches, type JobClockRow } from './time-clock.tables';

export type JobClocksService = ReturnType<typeof createJobClocksService>;

/**
 * A technician's clocks on a job card's labour lines (issue 29 part 3): start, pause, resume and
 * stop, as the domain's steps allow (time-clock/job-clock.ts). One running clock per person: a
 * second start is refused, and two at once give one (job_clocks_one_running_per_staff). A clock
 * starts or resumes only on an open card; it may always be paused or stopped, so none is left running.
 */
export function createJobClocksService(deps: TimeClockDeps) {
  const { db } = deps;

  async function views(rows: JobClockRow[], brandId: string): Promise<TJobClock[]> {
    if (rows.length === 0) return [];
    const [stretches, names] = await Promise.all([
      db
        .select()
        .from(jobClockStretches)
        .where(
          inArray(
            jobClockStretches.jobClockId,
            rows.map((row) => row.id),
          ),
        ),
      deps.staffNames(brandId, [...new Set(rows.map((row) => row.staffId))]),
    ]);
    return rows.map((row) => {
      const own = stretches.filter((stretch) => stretch.jobClockId === row.id);
      const running = own.find((stretch) => stretch.endedAt === null);
      return {
        jobClockId: row.id,
        jobCardId: row.jobCardId,
        lineId: row.lineId,
        staffId: row.staffId,
        staffName: names.get(row.staffId) ?? '',
        status: row.status,
        runningSince: row.status === 'running' && running ? running.startedAt.toISOString() : null,
        workedSeconds: own.reduce((sum, stretch) => sum + (stretch.endedAt ? secondsBetween(stretch.startedAt, stretch.endedAt) : 0), 0),
        startedAt: row.startedAt.toISOString(),
        stoppedAt: row.stoppedAt?.toISOString() ?? null,
      };
    });
  }

  async function runningOf(scope: StaffScope): Promise<TJobClock | null> {
    const rows = await db
      .select()
      .from(jobClocks)
      .where(and(eq(jobClocks.staffId, scope.staffId), eq(jobClocks.status, 'running')));
    return (await views(rows, scope.brandId))[0] ?? null;
  }

  async function ofCard(scope: StaffScope, jobCardId: string): Promise<TJobCardClocks> {
    if (!(await deps.jobCardOf(scope, jobCardId))) throw new AppError('resource/not-found', { field: 'jobCardId' });
    const rows = await db
      .select()
      .from(jobClocks)
      .where(and(eq(jobClocks.workshopId, scope.workshopId), eq(jobClocks.jobCardId, jobCardId)))
      .orderBy(desc(jobClocks.startedAt));
    const lines = (await deps.jobCardLines(jobCardId))
      .filter((line) => line.kind === 'labour')
      .map((line) => ({ lineId: line.lineId, name: line.name, hours: line.quantityMilli / QUANTITY_SCALE }));
    return { lines, clocks: await views(rows, scope.brandId), myRunningClock: await runningOf(scope) };
  }

  /** The caller's clock on the line that is not stopped, locked for the step in `tx`. */
  async function openClockOf(scope: StaffScope, lineId: string, tx: Db): Promise<JobClockRow | null> {
    const [row] = await tx
      .select()
      .from(jobClocks)
      .where(and(eq(jobClocks.staffId, scope.staffId), eq(jobClocks.lineId, lineId), ne(jobClocks.status, 'stopped')))
      .for('update');
    return row ?? null;
  }

  /** The card and line the path names: the workshop's, the line on that card, and labour. */
  async function labourLineOf(scope: StaffScope, jobCardId: string, lineId: string) {
    const card = await deps.jobCardOf(scope, jobCardId);
    if (!card) throw new AppError('resource/not-found', { field: 'jobCardId' });
    const line = await deps.jobCardLine(scope, lineId);
    if (!line || line.jobCardId !== jobCardId) throw new AppError('resource/not-found', { field: 'lineId' });
    if (line.kind !== 'labour') throw new AppError('timeClock/not-labour', { field: 'lineId' });
    return card;
  }

  return {
    ofCard,

    async act(scope: StaffScope, jobCardId: string, lineId: string, action: TJobClockAction): Promise<TJobCardClocks> {
      const card = await labourLineOf(scope, jobCardId, lineId);
      const isRunningNext = action === 'start' || action === 'resume';
      if (isRunningNext && !isJobCardOpen(card.status)) throw new AppError('timeClock/card-closed');
      await db.transaction(async (tx) => {
        const now = deps.now();
        const clock = await openClockOf(scope, lineId, tx);
        const next = jobClockStep(clock?.status ?? null, action);
        if (!next) throw new AppError('timeClock/step-not-allowed', { field: 'action' });
        if (isRunningNext) {
          const [running] = await tx
            .select({ id: jobClocks.id })
            .from(jobClocks)
            .where(and(eq(jobClocks.staffId, scope.staffId), eq(jobClocks.status, 'running')));
          if (running) throw new AppError('timeClock/clock-running');
        }
        if (!clock) {
          const [started] = await tx
            .insert(jobClocks)
            .values({ brandId: scope.brandId, workshopId: scope.workshopId, staffId: scope.staffId, jobCardId, lineId, status: 'running', startedAt: now })
            .returning();
          await tx.insert(jobClockStretches).values({ jobClockId: started!.id, workshopId: scope.workshopId, startedAt: now });
          return;
        }
        await tx
          .update(jobClocks)
          .set({ status: next, stoppedAt: next === 'stopped' ? now : null })
          .where(eq(jobClocks.id, clock.id));
        if (next === 'running') await tx.insert(jobClockStretches).values({ jobClockId: clock.id, workshopId: scope.workshopId, startedAt: now });
        else
          await tx
            .update(jobClockStretches)
            .set({ endedAt: now })
            .where(and(eq(jobClockStretches.jobClockId, clock.id), isNull(jobClockStretches.endedAt)));
      });
      return ofCard(scope, jobCardId);
    },
  };
}
