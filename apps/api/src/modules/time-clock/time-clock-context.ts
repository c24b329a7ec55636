import type { TJobCardStatus, TStaffRole } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import type { Brand } from '../../platform/tenancy';

type WorkshopScope = { brandId: string; workshopId: string };

/** What the time tracker needs of other modules, passed in by the composition root. */
export type TimeClockDeps = {
  db: Db;
  now: () => Date;
  /** The workshop's place, time zone and clock-in radius (its settings). */
  workshopPlace: (brand: Brand, workshopId: string) => Promise<{ latitude: number; longitude: number; timeZone: string; geofenceRadiusMetres: number }>;
  /** The job-cards module's card of the workshop. */
  jobCardOf: (scope: WorkshopScope, jobCardId: string, tx?: Db) => Promise<{ id: string; status: TJobCardStatus } | null>;
  /** Billing's line of a card of the workshop, with its card. */
  jobCardLine: (scope: WorkshopScope, lineId: string, tx?: Db) => Promise<{ kind: 'part' | 'labour'; jobCardId: string } | null>;
  /** Billing's lines of a card. */
  jobCardLines: (jobCardId: string) => Promise<{ lineId: string; kind: 'part' | 'labour'; name: string; quantityMilli: number }[]>;
  /** The people of the workshop (the team list), and names of the brand's people. */
  staffAtWorkshop: (brandId: string, workshopId: string) => Promise<{ staffId: string; name: string; role: TStaffRole }[]>;
  staffNames: (brandId: string, staffIds: readonly string[]) => Promise<Map<string, string>>;
  /** Billing's labour lines on the workshop's tax invoices of a period, with their hours. */
  billedLabour: (workshopId: string, from: string, to: string) => Promise<{ lineId: string; date: string; hours: number }[]>;
};

export type { StaffScope };
