import { licenceStanding, marketToday, type TLicenceStanding, type TStoredEstimateLine } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { SmsSender } from '../../platform/sms/sms-sender';
import type { Storage } from '../../platform/storage/storage';
import type { Brand } from '../../platform/tenancy';
import type { JobCardRow } from '../job-cards';
import type { StaffDirectory } from '../staff';

export type WorkshopScope = { brandId: string; workshopId: string };

/** What the people module needs of the others, passed in by the composition root. */
export type PeopleDeps = {
  db: Db;
  now: () => Date;
  storage: Storage;
  sms: SmsSender;
  staffDirectory: StaffDirectory;
  /** Billing's line of a card of the workshop, by its id, with its card. */
  jobCardLine: (scope: WorkshopScope, lineId: string) => Promise<(TStoredEstimateLine & { jobCardId: string }) | null>;
  /** Billing's lines of a job card. */
  jobCardLines: (jobCardId: string) => Promise<TStoredEstimateLine[]>;
  /** The job-cards module's cards of the workshop. */
  jobCardOf: (scope: WorkshopScope, jobCardId: string) => Promise<JobCardRow | null>;
  openCardsOfTechnician: (scope: WorkshopScope, staffId: string | null, alsoCardIds: readonly string[]) => Promise<JobCardRow[]>;
  /** The workshops module's time zone of each of the brand's workshops among `workshopIds`. */
  workshopTimeZones: (brandId: string, workshopIds: readonly string[]) => Promise<ReadonlyMap<string, string>>;
};

/** A licence's standing today in the brand's market, or null when none is recorded. */
export function licenceOf(brand: Brand, expiry: string | null, now: Date): { standing: TLicenceStanding; daysLeft: number } | null {
  return expiry ? licenceStanding(expiry, marketToday(brand.settings.countryCode, now)) : null;
}
