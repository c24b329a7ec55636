import { boundedMap } from '../../platform/bounded-map';
import { minor, type TGlobalSettings, type TClientProfile } from '@servicebay/domain';
import type { BrandsRepository } from './brands.repository';
import type { Brand } from '../../platform/tenancy';
import type { BrandRow } from './brands.tables';

const CACHE_TTL_MS = 30_000;
/** Hosts come from callers: a bound keeps a stream of made-up ones from growing memory. */
const CALLERS_KEPT = 1_000;

export type BrandsService = ReturnType<typeof createBrandsService>;

/** `quickfix.localhost:3000` -> 'quickfix'; bare hosts and IPs have no brand label. */
export function brandLabelOf(host: string | undefined): string | null {
  if (!host) return null;
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const labels = hostname.split('.');
  return labels.length >= 2 && !/^\d+$/.test(labels[0]!) ? labels[0]! : null;
}

/** The brand's own public address, else the server's template with its slug (`http://{brand}.localhost:3000`). */
export const publicUrlOf = (row: Pick<BrandRow, 'slug' | 'publicUrl'>, template: string) =>
  (row.publicUrl ?? template.replaceAll('{brand}', row.slug)).replace(/\/+$/, '');

/** The platform's view of a brand row: what requests carry, without the row's bookkeeping. */
const toBrand = (row: BrandRow, publicUrlTemplate: string): Brand => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  hosts: row.hosts,
  publicUrl: publicUrlOf(row, publicUrlTemplate),
  isDefault: row.isDefault,
  settings: row.settings,
  advance:
    row.advanceAmountMinor === null ? { kind: 'share', basisPoints: row.advanceBasisPoints } : { kind: 'fixed', amountMinor: minor(row.advanceAmountMinor) },
  referralPoints: row.referralPoints,
  unpaidHoldMinutes: row.unpaidHoldMinutes,
});

export function createBrandsService(repository: BrandsRepository, options: { mapTileUrl: string; publicUrlTemplate: string }, now: () => number = Date.now) {
  // Brands change rarely and are read on every request: keep them briefly in memory.
  // `byCaller`: each Host and x-client-name pair resolved once per load, since every request asks.
  let cache: { at: number; brands: Brand[]; byCaller: ReturnType<typeof boundedMap<string, Brand>> } | null = null;
  const loaded = async () => {
    if (!cache || now() - cache.at > CACHE_TTL_MS)
      cache = { at: now(), brands: (await repository.listAll()).map((row) => toBrand(row, options.publicUrlTemplate)), byCaller: boundedMap(CALLERS_KEPT) };
    return cache;
  };
  const all = async () => (await loaded()).brands;

  const bySlug = async (slug: string) => (await all()).find((b) => b.slug === slug.toLowerCase()) ?? null;

  return {
    bySlug,
    /** Every brand, for work done across them (the unpaid-hold sweep). */
    all,

    /** x-client-name wins, then an own domain, then the first host label; unknown hosts get the default brand. */
    async resolve({ host, clientName }: { host: string | undefined; clientName: string | undefined }): Promise<Brand> {
      const { brands, byCaller } = await loaded();
      const caller = `${clientName ?? ''} ${host ?? ''}`;
      const known = byCaller.get(caller);
      if (known) return known;
      const hostname = host?.replace(/:\d+$/, '').toLowerCase();
      const label = brandLabelOf(host);
      const match =
        (clientName && brands.find((b) => b.slug === clientName.toLowerCase())) ||
        (hostname && brands.find((b) => b.hosts.includes(hostname))) ||
        (label && brands.find((b) => b.slug === label)) ||
        brands.find((b) => b.isDefault);
      if (!match) throw new Error('No default brand: the database has not been seeded');
      byCaller.set(caller, match);
      return match;
    },

    clientProfile(brand: Brand): TClientProfile {
      const s = brand.settings;
      return {
        ...s,
        mapTileUrl: options.mapTileUrl,
        clientName: brand.slug,
        ClientName: brand.name,
        loginSliders: s.slideArray,
        customerLogo: s.leftSideLogo,
        customerIcon: s.tabIconName,
      };
    },

    async globalSettings(brand: Brand): Promise<TGlobalSettings> {
      const rows = await repository.globalSettingsFor(brand.id);
      const row = rows.find((r) => r.brandId === brand.id) ?? rows.find((r) => r.brandId === null);
      if (!row) throw new Error('Global settings are missing: the database has not been seeded');
      return {
        workshopListingModel: row.workshopListingModel,
        minAppVersion: row.minAppVersion,
        androidVersion: row.androidVersion,
        iosVersion: row.iosVersion,
      };
    },

    /** Call after changing brands, so the next request sees the change. */
    forget: () => {
      cache = null;
    },
  };
}
