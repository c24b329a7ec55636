import { and, eq } from 'drizzle-orm';
import { QUANTITY_SCALE, technicianName, type TLineTechnicians, type TMyWork } from '@servicebay/domain';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import { labourLineTechnicians, technicians } from './employees.tables';
import type { PeopleDeps } from './people-context';
import type { TechniciansService } from './technicians.service';

export type LabourAssignments = ReturnType<typeof createLabourAssignments>;

/**
 * Who does the labour lines of a job card (issue 29 part 2), and the signed-in technician's own
 * work: the open cards they are assigned to (the job card's `technicianIds`, staff accounts) or that
 * have a labour line given to them, each with those lines.
 */
export function createLabourAssignments(deps: PeopleDeps & { technicians: TechniciansService }) {
  const { db } = deps;

  async function ofCard(scope: StaffScope, jobCardId: string): Promise<TLineTechnicians> {
    if (!(await deps.jobCardOf(scope, jobCardId))) throw new AppError('resource/not-found');
    const rows = await db
      .select({ lineId: labourLineTechnicians.lineId, technician: technicians })
      .from(labourLineTechnicians)
      .innerJoin(technicians, eq(technicians.id, labourLineTechnicians.technicianId))
      .where(and(eq(labourLineTechnicians.jobCardId, jobCardId), eq(labourLineTechnicians.workshopId, scope.workshopId)));
    return rows.map((row) => ({ lineId: row.lineId, technicianId: row.technician.id, name: technicianName(row.technician) }));
  }

  return {
    ofCard,

    /** PUT …/job-cards/{id}/lines/{lineId}/technician: a labour line's technician, or none. */
    async assign(scope: StaffScope, jobCardId: string, lineId: string, technicianId: string | null): Promise<TLineTechnicians> {
      const line = await deps.jobCardLine(scope, lineId);
      if (!line || line.jobCardId !== jobCardId) throw new AppError('resource/not-found', { field: 'lineId' });
      if (line.kind !== 'labour') throw new AppError('people/not-labour', { field: 'lineId' });
      if (technicianId === null) await db.delete(labourLineTechnicians).where(eq(labourLineTechnicians.lineId, lineId));
      else {
        await deps.technicians.technicianOf(scope, technicianId);
        const row = { lineId, jobCardId, brandId: scope.brandId, workshopId: scope.workshopId, technicianId };
        await db.insert(labourLineTechnicians).values(row).onConflictDoUpdate({ target: labourLineTechnicians.lineId, set: { technicianId } });
      }
      return ofCard(scope, jobCardId);
    },

    async myWork(scope: StaffScope): Promise<TMyWork> {
      const technician = await deps.technicians.ofStaff(scope, scope.staffId);
      const given = technician
        ? await db
            .select({ lineId: labourLineTechnicians.lineId, jobCardId: labourLineTechnicians.jobCardId })
            .from(labourLineTechnicians)
            .where(eq(labourLineTechnicians.technicianId, technician.id))
        : [];
      const givenLines = new Set(given.map((row) => row.lineId));
      const cards = await deps.openCardsOfTechnician(scope, scope.staffId, [...new Set(given.map((row) => row.jobCardId))]);
      const linesOfCards = await Promise.all(cards.map((card) => deps.jobCardLines(card.id)));
      return {
        technician: technician ? { technicianId: technician.id, name: technicianName(technician), grade: technician.grade } : null,
        jobCards: cards.map((card, index) => ({
          jobCardId: card.id,
          jobCardNo: card.jobCardNo,
          vehicleNumber: card.vehicleNumber,
          vehicleLabel: card.vehicleLabel,
          status: card.status,
          lines: linesOfCards[index]!.filter((line) => givenLines.has(line.lineId)).map((line) => ({
            lineId: line.lineId,
            kind: line.kind,
            name: line.name,
            quantity: line.quantityMilli / QUANTITY_SCALE,
          })),
        })),
      };
    },
  };
}
