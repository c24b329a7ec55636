// The job board's volume (issue 11 part 8): 200 more workshops of the default brand and 1,000,000
// job cards over the last two years, with the customers and vehicles they reference. Set-based SQL
// only (insert … select … from generate_series), so it takes minutes, not hours, on a small machine.
// Run after the API has migrated and seeded its demo data: it reads the brand, its owner and the
// catalogue from there. `node bench/job-board/seed-volume.mjs <databaseUrl>` seeds a database alone.
import { createRequire } from 'node:module';
import path from 'node:path';

const requireFromApi = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
export const VOLUME = { brand: 'servicebay', workshops: 200, customersPerWorkshop: 1000, visitsPerCustomer: 5 };
/** Prefix of the workshops' keys: the measuring side finds them by it. */
export const BENCH_WORKSHOP_KEY = 'bench-volume-';

const { workshops, customersPerWorkshop, visitsPerCustomer } = VOLUME;
const customers = workshops * customersPerWorkshop;

// Values are hashes of a row's number (not random()), so every run builds the same plates, numbers and
// statuses. The ids are UUIDv7 of the row's own time, as the API makes them, so indexes grow as they would.
/** `pg_temp.pick(n, salt, modulo)`, a hash of n below modulo, and `pg_temp.uuid7(at)`: for any set-based seeder (the stock's too). */
export const SQL_HELPERS = `
create function pg_temp.pick(n bigint, salt bigint, modulo bigint) returns bigint language sql immutable
  return (hashint8extended(n, salt) & 2147483647) % modulo;
create function pg_temp.uuid7(at timestamptz) returns uuid language sql volatile
  return (lpad(to_hex((extract(epoch from at) * 1000)::bigint), 12, '0') || '7' || substr(replace(gen_random_uuid()::text, '-', ''), 14))::uuid;`;
const HELPERS = `${SQL_HELPERS}
create temp table bench_cities (i int, city text, state text, latitude float8, longitude float8);
insert into bench_cities values
  (0, 'Bengaluru', 'KA', 12.97, 77.59), (1, 'Mysuru', 'KA', 12.30, 76.64), (2, 'Mumbai', 'MH', 19.08, 72.88),
  (3, 'Pune', 'MH', 18.52, 73.86), (4, 'Nagpur', 'MH', 21.15, 79.09), (5, 'Hyderabad', 'TS', 17.39, 78.49),
  (6, 'Chennai', 'TN', 13.08, 80.27), (7, 'Coimbatore', 'TN', 11.02, 76.96), (8, 'New Delhi', 'DL', 28.61, 77.21),
  (9, 'Gurugram', 'HR', 28.46, 77.03), (10, 'Noida', 'UP', 28.54, 77.39), (11, 'Lucknow', 'UP', 26.85, 80.95),
  (12, 'Kolkata', 'WB', 22.57, 88.36), (13, 'Ahmedabad', 'GJ', 23.02, 72.57), (14, 'Jaipur', 'RJ', 26.91, 75.79),
  (15, 'Kochi', 'KL', 9.93, 76.27), (16, 'Chandigarh', 'CH', 30.73, 76.78), (17, 'Indore', 'MP', 22.72, 75.86),
  (18, 'Visakhapatnam', 'AP', 17.69, 83.22), (19, 'Bhubaneswar', 'OD', 20.30, 85.82);`;

/** Each step: a name for the timing line and its SQL. */
const STEPS = [
  ['helpers', HELPERS],
  [
    `${workshops} workshops`,
    `create temp table bench_workshops as
     select w.i, pg_temp.uuid7(now() - interval '3 years') as id, c.city, c.state, c.latitude, c.longitude
     from generate_series(0, ${workshops - 1}) as w(i) join bench_cities c on c.i = w.i % 20;
     insert into workshops (id, brand_id, key, name, short_description, address, city, latitude, longitude, phone_number,
                            time_zone, working_days, opens_at, closes_at, quality_segment, vehicle_types, rating, rating_count, created_at)
     select w.id, b.id, '${BENCH_WORKSHOP_KEY}' || lpad(w.i::text, 3, '0'), w.city || ' Motors ' || (w.i / 20 + 1),
            'Multi-brand service centre', (w.i + 1) || ' Main Road, ' || w.city, w.city,
            w.latitude + (w.i / 20) * 0.01, w.longitude - (w.i / 20) * 0.01, '+9180' || lpad((41230000 + w.i)::text, 8, '0'),
            'Asia/Kolkata', '{MON,TUE,WED,THU,FRI,SAT}', '09:00', '19:00', case when w.i % 4 = 0 then 'premium' else 'standard' end,
            '{car,two-wheeler}', 3.8 + (w.i % 12) / 10.0, 50 + w.i * 7, now() - interval '3 years'
     from bench_workshops w, brands b where b.slug = '${VOLUME.brand}';
     insert into staff_workshops (staff_id, workshop_id)
     select s.id, w.id from bench_workshops w, staff_accounts s join brands b on b.id = s.brand_id
     where b.slug = '${VOLUME.brand}' and s.username = 'owner';
     -- As the API does on any change of an account's workshops (staff-accounts.service.ts): the session
     -- check keeps a session's workshops per session version, and a version signed in before this seed
     -- (the billing rows') would go on answering the demo workshops alone, so the board 404s.
     update staff_accounts s set session_version = s.session_version + 1 from brands b
     where b.id = s.brand_id and b.slug = '${VOLUME.brand}' and s.username = 'owner';`,
  ],
  [
    `${customers.toLocaleString('en')} customers, one vehicle each`,
    // Customers of one workshop (n / customersPerWorkshop), most with a plate of its state; numbers
    // are +91, a first digit 6 to 9 and nine digits that n*K mod 1e9 keeps distinct (K is prime to 1e9);
    // none of these 200,000 is a number the bench signs in with (+917000000000 on, +919999999999).
    `create temp table bench_variants as
     select row_number() over (order by v.id) - 1 as i, v.id, m.make_id, mk.name as make, v.model_id, m.name as model, v.name as variant,
            v.fuel_type, v.start_year, coalesce(v.end_year, 2026) as end_year, mk.vehicle_type, mk.segment
     from catalog_variants v join catalog_models m on m.id = v.model_id join catalog_makes mk on mk.id = m.make_id where mk.brand_id is null;
     create temp table bench_customers as
     select n, n / ${customersPerWorkshop} as workshop_i, first_day, pg_temp.uuid7(first_day) as user_id, pg_temp.uuid7(first_day) as vehicle_id,
            '+91' || (6 + n % 4) || lpad(((n * 2654435761) % 1000000000)::text, 9, '0') as phone,
            (array['Aarav','Vivaan','Aditya','Ananya','Diya','Ishaan','Kavya','Rohan','Sneha','Arjun','Meera','Karthik','Pooja','Rahul','Lakshmi','Imran','Fatima','Suresh','Deepa','Vikram'])[1 + pg_temp.pick(n, 1, 20)]
              || ' ' || (array['Sharma','Patel','Reddy','Iyer','Nair','Khan','Singh','Gupta','Rao','Menon','Das','Joshi','Kulkarni','Mehta','Verma','Pillai','Bose','Shetty'])[1 + pg_temp.pick(n, 2, 18)] as name,
            (case when pg_temp.pick(n, 3, 100) < 85 then c.state
                  else (array['KA','MH','TS','TN','DL','HR','UP','WB','GJ','RJ','KL','CH','MP','AP','OD','GA','PB'])[1 + pg_temp.pick(n, 4, 17)] end)
              || lpad((1 + pg_temp.pick(n, 5, 20))::text, 2, '0')
              || substr('ABCDEFGHJKLMNPRSTUVWXYZ', 1 + pg_temp.pick(n, 6, 23)::int, 1) || substr('ABCDEFGHJKLMNPRSTUVWXYZ', 1 + pg_temp.pick(n, 7, 23)::int, 1)
              || lpad((1 + pg_temp.pick(n, 8, 9999))::text, 4, '0') as plate,
            pg_temp.pick(n, 9, (select count(*) from bench_variants)) as variant_i
     from generate_series(0, ${customers - 1}) as n
     -- Signed up the day before their first visit (the job cards' visit 0 below).
     cross join lateral (select current_date - 731 + pg_temp.pick(n * ${visitsPerCustomer}, 20, 146)::int + time '04:00' as first_day) d
     join bench_cities c on c.i = (n / ${customersPerWorkshop}) % 20;
     insert into users (id, brand_id, name, primary_phone_number, is_anonymous, provider_id, on_boarding, on_board_vehicle_setting,
                        profile_completeness, default_vehicle_ref, selected_vehicle_ref, settings, created_at, updated_at)
     select c.user_id, b.id, c.name, c.phone, false, 'phone', true, false, 40,
            'users/' || c.user_id || '/vehicles/' || c.vehicle_id, 'users/' || c.user_id || '/vehicles/' || c.vehicle_id,
            '{"language": "en", "workshopId": null, "deleteRequest": false, "pricingSegment": "standard", "remindersEnabled": true, "notificationsEnabled": true}',
            c.first_day, c.first_day
     from bench_customers c, brands b where b.slug = '${VOLUME.brand}' order by c.first_day;
     insert into vehicles (id, brand_id, user_id, nick_name, make_id, make, model_id, model, variant, year, fuel_type, vehicle_type,
                           registration_number, catalog_vehicle_id, make_segment, created_at, updated_at)
     select c.vehicle_id, b.id, c.user_id, v.make || ' ' || v.model, v.make_id, v.make, v.model_id, v.model, v.variant,
            v.start_year + pg_temp.pick(c.n, 11, greatest(1, v.end_year - v.start_year + 1)), v.fuel_type, v.vehicle_type,
            c.plate, v.id, v.segment, c.first_day, c.first_day
     from bench_customers c join bench_variants v on v.i = c.variant_i, brands b where b.slug = '${VOLUME.brand}' order by c.first_day;`,
  ],
  [
    `${(customers * visitsPerCustomer).toLocaleString('en')} job cards`,
    // Visit k of a customer falls in the k-th fifth of the two years, in working hours (09:00 to 19:00
    // IST); a last visit of the past six days is still open (one open card per vehicle at most), the
    // rest are over: mostly delivered or completed, a few cancelled or with the estimate rejected.
    // Inserted in time order, as the API would have, so a workshop's cards lie across the whole table.
    `create temp table bench_cards as
     select t.*, case
       when k = ${visitsPerCustomer - 1} and created_at >= current_date - 6
         then (array['confirmed','pickupScheduled','pickedUp','inWorkshop','estimate','workInProgress','sparesPending','readyForDelivery','invoice','paymentPending'])[1 + pg_temp.pick(g, 22, 10)]
       else (case when pg_temp.pick(g, 23, 100) < 3 then 'cancelled' when pg_temp.pick(g, 23, 100) < 5 then 'estimationRejected'
                  when pg_temp.pick(g, 23, 100) < 40 then 'completed' else 'delivered' end) end as status
     from (select c.n * ${visitsPerCustomer} + k as g, c.n, k, c.workshop_i, c.user_id, c.vehicle_id, c.phone, c.plate, c.name, c.variant_i,
                  current_date - 730 + k * 146 + pg_temp.pick(c.n * ${visitsPerCustomer} + k, 20, 146)::int
                    + time '03:30' + pg_temp.pick(c.n * ${visitsPerCustomer} + k, 21, 600) * interval '1 minute' as created_at
           from bench_customers c cross join generate_series(0, ${visitsPerCustomer - 1}) as k) t;
     insert into job_cards (id, brand_id, workshop_id, job_card_no, customer_id, vehicle_id, status, service_type, customer_name,
                            mobile_number, vehicle_number, vehicle_label, advisor_id, is_pickup_required, in_at, out_at, estimated_delivery_at,
                            odometer_in, odometer_out, fuel_level, colour, concerns, created_at, updated_at)
     select pg_temp.uuid7(j.created_at), b.id, w.id, 'JC-' || lpad((row_number() over (partition by j.workshop_i order by j.created_at, j.g))::text, 6, '0'),
            j.user_id, j.vehicle_id, j.status, j.service_type, j.name, j.phone, j.plate, v.make || ' ' || v.model || ' ' || v.variant,
            case when pg_temp.pick(j.g, 24, 10) < 7 then s.id end, pg_temp.pick(j.g, 25, 100) < 15, j.in_at,
            case when j.status in ('delivered', 'completed') then j.created_at + (4 + pg_temp.pick(j.g, 26, 68)) * interval '1 hour' end,
            case when j.status <> 'cancelled' then j.created_at + interval '1 day' end,
            case when j.in_at is not null then 1000 + pg_temp.pick(j.n, 27, 60000) + j.k * 9000 end,
            case when j.in_at is not null and j.status in ('delivered', 'completed') then 1000 + pg_temp.pick(j.n, 27, 60000) + j.k * 9000 + 2 + pg_temp.pick(j.g, 28, 40) end,
            case when j.in_at is not null then pg_temp.pick(j.g, 29, 101) end,
            (array['White','Silver','Grey','Black','Red','Blue'])[1 + pg_temp.pick(j.n, 30, 6)],
            array[(array['Periodic service due','Brake noise','AC not cooling','Dent on rear door','Accident repair','Pre-purchase inspection','Battery weak'])[1 + pg_temp.pick(j.g, 31, 7)]],
            j.created_at, coalesce(j.in_at, j.created_at)
     from (select *, (array['periodicService','periodicService','periodicService','periodicService','periodicService','repair','repair','bodyWork','accident','inspection','other'])[1 + pg_temp.pick(g, 32, 11)] as service_type,
                  case when status not in ('confirmed', 'pickupScheduled', 'pickedUp', 'cancelled') then created_at + (10 + pg_temp.pick(g, 33, 110)) * interval '1 minute' end as in_at
           from bench_cards) j
     join bench_workshops w on w.i = j.workshop_i join bench_variants v on v.i = j.variant_i
     cross join brands b join staff_accounts s on s.brand_id = b.id and s.username = 'owner'
     where b.slug = '${VOLUME.brand}'
     order by j.created_at;
     insert into job_card_numbers (workshop_id, last_no) select w.id, ${customersPerWorkshop * visitsPerCustomer} from bench_workshops w;`,
  ],
  // After a bulk load autovacuum would set the visibility map (index-only scans) and the planner's
  // statistics a while later; done now, so it neither runs during the measurement nor is missed.
  ['vacuum analyze', 'vacuum (analyze) job_cards, users, vehicles, workshops, staff_workshops, job_card_numbers'],
];

/**
 * VACUUM marks a page all-visible only when no snapshot older than its rows is open: the running
 * API's own short transactions (jobs, sessions) can hold one at that instant, and the cards' pages
 * stay unmarked, so every count reads the table instead of the index (4,766 heap fetches of a
 * workshop's 5,000 cards, the first page at 37 ms instead of 2). Vacuumed again until nearly
 * every page is marked.
 */
async function untilAllVisible(client, log) {
  for (let attempt = 1; attempt <= 10; attempt++) {
    const { rows } = await client.query(`select relpages, relallvisible from pg_class where relname = 'job_cards'`);
    if (rows[0].relallvisible >= rows[0].relpages * 0.99) return;
    log(`  job cards' pages all-visible: ${rows[0].relallvisible} of ${rows[0].relpages}; vacuumed again`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await client.query('vacuum job_cards');
  }
  throw new Error("job_cards' pages could not be marked all-visible: something holds an old snapshot");
}

/** Seeds the volume into `databaseUrl`; answers the seconds each step took and in all. */
export async function seedJobBoardVolume(databaseUrl, { log = console.log } = {}) {
  const { default: pg } = await import(requireFromApi.resolve('pg'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  const steps = [];
  try {
    // Sorts of a million rows stay in memory; the load is rebuilt from scratch if the machine stops.
    // Times of day are written in UTC (03:30 UTC is 09:00 in the workshops' Asia/Kolkata).
    await client.query(`set work_mem = '256MB'; set maintenance_work_mem = '512MB'; set synchronous_commit = off; set time zone 'UTC'`);
    for (const [name, sql] of STEPS) {
      const at = performance.now();
      await client.query(sql);
      steps.push({ name, seconds: (performance.now() - at) / 1000 });
      log(`  seeded ${name} in ${steps.at(-1).seconds.toFixed(1)} s`);
    }
    await untilAllVisible(client, log);
    // The owner or the brand missing would leave the joins above empty rather than fail.
    const { rows } = await client.query(
      `select count(*)::int as cards from job_cards j join workshops w on w.id = j.workshop_id join staff_workshops s on s.workshop_id = w.id
       join staff_accounts a on a.id = s.staff_id and a.username = 'owner' where w.key like $1`,
      [`${BENCH_WORKSHOP_KEY}%`],
    );
    if (rows[0].cards !== customers * visitsPerCustomer)
      throw new Error(`seeded ${rows[0].cards} job cards the owner can see, not ${customers * visitsPerCustomer}`);
  } finally {
    await client.end();
  }
  return { steps, seconds: (performance.now() - started) / 1000 };
}

if (process.argv[1] === import.meta.filename) {
  const { seconds } = await seedJobBoardVolume(process.argv[2]);
  console.log(`job board volume seeded in ${seconds.toFixed(0)} s`);
}
