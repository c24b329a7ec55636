// The stock's volume (issue 28 "Done when"): 200,000 parts in the default brand's master, half of them
// stocked at one workshop, and one more part there with 10,000 movements in its ledger. Set-based SQL
// (insert … select … from generate_series), as the job board's volume, after the API has migrated and
// seeded: 200,000 API calls would take longer than the rows measure.
// `node bench/stock/seed-parts.mjs <databaseUrl> <workshopId>` seeds a database alone.
import { createRequire } from 'node:module';
import path from 'node:path';
import { SQL_HELPERS } from '../job-board/seed-volume.mjs';

const requireFromApi = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
export const STOCK_VOLUME = { brand: 'servicebay', parts: 200_000, movements: 10_000 };
/** Part numbers `SBP000000` to `SBP199999`: a number's first eight characters name ten parts. */
export const PART_NUMBER_PREFIX = 'SBP';
/** The part whose ledger is measured. */
export const LEDGER_PART_NUMBER = 'SBL000001';
/** What a part is, and the car it fits: a name is `<kind> - <make model> <engine>` (`Brake pad set - Kia Seltos 1.5 diesel`). */
const KINDS =
  'Oil filter, Air filter, Cabin filter, Fuel filter, Spark plug, Brake pad set, Brake shoe set, Disc rotor, Clutch plate, Clutch bearing, Pressure plate, Timing belt, Drive belt, Water pump, Radiator hose, Thermostat, Shock absorber, Strut mount, Tie rod end, Ball joint, Wheel bearing, Stabilizer link, Engine mount, Wiper blade, Headlamp bulb, Tail lamp, Fog lamp, Horn, Side mirror, Door handle, Mud flap, Battery, Coolant 1 L, Engine oil 5W-30, Gear oil, Brake fluid, Alternator belt, Starter motor, Fuel pump, Ignition coil'.split(
    ', ',
  );
export const FITS =
  'Maruti Swift, Maruti Baleno, Maruti Dzire, Maruti Brezza, Maruti Ertiga, Hyundai Creta, Hyundai i20, Hyundai Venue, Hyundai Verna, Tata Nexon, Tata Punch, Tata Harrier, Tata Tiago, Mahindra XUV700, Mahindra Thar, Mahindra Scorpio, Kia Seltos, Kia Sonet, Honda City, Honda Amaze, Toyota Innova, Toyota Glanza, Renault Kwid, Skoda Slavia, MG Hector'.split(
    ', ',
  );
/** The engine the part is for: with kind and car, about 7,000 names, each on some 28 parts of the 200,000. */
const ENGINES = ['1.2 petrol', '1.5 petrol', '1.0 turbo', '1.5 diesel', '2.0 diesel', 'CNG', 'EV'];
const MAKERS = ['Bosch', 'Mahle', 'Valeo', 'Minda', 'Lumax', 'Exide', 'Castrol', 'Mobis', 'Denso', 'Brembo', null];
const list = (values) => `array[${values.map((value) => (value === null ? 'null' : `'${value}'`)).join(', ')}]`;

const STEPS = [
  ['helpers', SQL_HELPERS],
  [
    `${STOCK_VOLUME.parts.toLocaleString('en')} parts, half stocked here`,
    // Prices 50.00 to 5,049.00 (INR, paise), sold at a third more; stock 0 to 49 at the purchase price.
    `insert into parts (id, brand_id, part_number, part_key, name, part_type, maker_brand, hsn, tax_rate_basis_points, unit,
                        mrp_minor, purchase_price_minor, selling_price_minor, barcode, created_at, updated_at)
     select pg_temp.uuid7(now() - interval '2 years' + n * interval '5 minutes'), b.id, p.number, p.number,
            (${list(KINDS)})[1 + pg_temp.pick(n, 1, ${KINDS.length})] || ' - ' || (${list(FITS)})[1 + pg_temp.pick(n, 2, ${FITS.length})]
              || ' ' || (${list(ENGINES)})[1 + pg_temp.pick(n, 9, ${ENGINES.length})],
            'spare', (${list(MAKERS)}::text[])[1 + pg_temp.pick(n, 3, ${MAKERS.length})], '8708', 1800, 'piece',
            p.price * 3 / 2, p.price, p.price * 4 / 3, '890' || lpad(n::text, 10, '0'), now() - interval '2 years', now()
     from generate_series(0, ${STOCK_VOLUME.parts - 1}) as n
     cross join lateral (select '${PART_NUMBER_PREFIX}' || lpad(n::text, 6, '0') as number, (50 + pg_temp.pick(n, 4, 5000)) * 100 as price) p
     cross join brands b where b.slug = '${STOCK_VOLUME.brand}';
     insert into part_stocks (part_id, workshop_id, brand_id, on_hand_milli, average_cost_fine, reorder_level_milli, bin)
     select p.id, $1::uuid, p.brand_id, pg_temp.pick(n, 5, 50) * 1000, p.purchase_price_minor::numeric * 1000000000, pg_temp.pick(n, 6, 10) * 1000,
            chr(65 + pg_temp.pick(n, 7, 8)::int) || (1 + pg_temp.pick(n, 8, 20))
     from (select p.*, substr(p.part_number, 4)::bigint as n from parts p where p.part_number like '${PART_NUMBER_PREFIX}%') p where p.n % 2 = 0;`,
  ],
  [
    `a part with ${STOCK_VOLUME.movements.toLocaleString('en')} movements here`,
    // In posting order over two years (UUIDv7 ids of their own time, as ledger.ts orders them): an inward
    // of 5 at 120.00 each, then an issue of 4 to a job card, so on hand never goes below zero and the
    // moving average stays 120.00; the cached stock row is what the ledger sums to (decision 0052).
    `insert into parts (id, brand_id, part_number, part_key, name, part_type, tax_rate_basis_points, unit, purchase_price_minor, selling_price_minor)
     select pg_temp.uuid7(now() - interval '3 years'), b.id, '${LEDGER_PART_NUMBER}', '${LEDGER_PART_NUMBER}', 'Oil filter - bench ledger', 'spare', 1800, 'piece', 12000, 16000
     from brands b where b.slug = '${STOCK_VOLUME.brand}';
     insert into stock_movements (id, brand_id, workshop_id, part_id, kind, quantity_milli, value_minor, document_kind, document_id, document_number,
                                  on_hand_after_milli, average_cost_after_fine, created_at)
     select pg_temp.uuid7(m.at), p.brand_id, $1::uuid, p.id, m.kind, m.quantity, m.quantity / 1000 * 12000, m.document_kind, gen_random_uuid(), m.number,
            (i / 2) * 1000 + case when i % 2 = 0 then 5000 else 1000 end, 12000 * 1000000000::numeric, m.at
     from parts p
     cross join generate_series(0, ${STOCK_VOLUME.movements - 1}) as i
     cross join lateral (select now() - interval '2 years' + i * interval '100 minutes' as at,
       case when i % 2 = 0 then 'inward' else 'issue' end as kind, case when i % 2 = 0 then 5000 else 4000 end as quantity,
       case when i % 2 = 0 then 'inward' else 'jobCard' end as document_kind,
       case when i % 2 = 0 then 'INW/2025-26/' || lpad((i / 2 + 1)::text, 4, '0') else 'JC-' || lpad((i / 2 + 1)::text, 6, '0') end as number) m
     where p.part_number = '${LEDGER_PART_NUMBER}'
     order by i;
     insert into part_stocks (part_id, workshop_id, brand_id, on_hand_milli, average_cost_fine)
     select p.id, $1::uuid, p.brand_id, ${(STOCK_VOLUME.movements / 2) * 1000}, 12000 * 1000000000::numeric from parts p where p.part_number = '${LEDGER_PART_NUMBER}';`,
  ],
  ['vacuum analyze', 'vacuum (analyze) parts, part_stocks, stock_movements'],
];

/** Seeds the stock's volume for `workshopId`'s branch; answers the ledger part's id and the seconds it took. */
export async function seedStockVolume(databaseUrl, workshopId, { log = console.log } = {}) {
  const { default: pg } = await import(requireFromApi.resolve('pg'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    await client.query(`set work_mem = '128MB'; set synchronous_commit = off`);
    for (const [name, sql] of STEPS) {
      const at = performance.now();
      // A statement with a parameter runs alone (the extended protocol), so a step's statements are sent one by one.
      for (const statement of sql.split(/;\s*\n/).filter((text) => text.trim()))
        await client.query(statement, statement.includes('$1') ? [workshopId] : undefined);
      log(`  seeded ${name} in ${((performance.now() - at) / 1000).toFixed(1)} s`);
    }
    const { rows } = await client.query(
      `select p.id, (select count(*)::int from stock_movements m where m.part_id = p.id) as movements,
              (select count(*)::int from parts q where q.brand_id = p.brand_id) as parts
       from parts p join brands b on b.id = p.brand_id where b.slug = $1 and p.part_number = $2`,
      [STOCK_VOLUME.brand, LEDGER_PART_NUMBER],
    );
    if (rows[0]?.movements !== STOCK_VOLUME.movements || rows[0].parts < STOCK_VOLUME.parts)
      throw new Error(`seeded ${rows[0]?.parts} parts and ${rows[0]?.movements} movements, not ${STOCK_VOLUME.parts} and ${STOCK_VOLUME.movements}`);
    return { ledgerPartId: rows[0].id, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

if (process.argv[1] === import.meta.filename) {
  const { seconds } = await seedStockVolume(process.argv[2], process.argv[3]);
  console.log(`stock volume seeded in ${seconds.toFixed(0)} s`);
}
