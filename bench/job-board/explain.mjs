// The query plans behind the job board's rows, on a database the bench kept (BENCH_KEEP_DB=1):
//   node bench/job-board/explain.mjs <databaseUrl>
// The SQL is what the API sends for GET …/job-cards (job-cards.repository.ts `board`, as node-postgres
// logs it), with the values of one seeded job card: the page, the number that match, the counts by
// status, for the board, a plate start and a mobile number.
import { createRequire } from 'node:module';
import path from 'node:path';
import { BENCH_WORKSHOP_KEY, VOLUME } from './seed-volume.mjs';

const requireFromApi = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
const ofWorkshop = `"job_cards"."brand_id" = $1 and "job_cards"."workshop_id" = $2`;
const byPlate = `"job_cards"."vehicle_number" like $3 or "job_cards"."booking_code" = $4`;
const byPlateOrMobile = `(${byPlate}) or "job_cards"."mobile_number" = $5`;
const queries = (where) => ({
  page: `select * from "job_cards" where ${where} order by "job_cards"."created_at" desc, "job_cards"."id" desc limit 25 offset 0`,
  total: `select count(*) from "job_cards" where ${where}`,
  'counts by status': `select "status", count(*) from "job_cards" where ${where} group by "job_cards"."status"`,
});

const { default: pg } = await import(requireFromApi.resolve('pg'));
const client = new pg.Client({ connectionString: process.argv[2] });
await client.connect();
try {
  const {
    rows: [card],
  } = await client.query(
    `select j.brand_id, j.workshop_id, j.vehicle_number, j.mobile_number from job_cards j join workshops w on w.id = j.workshop_id
     join brands b on b.id = j.brand_id where b.slug = $1 and w.key = $2 limit 1`,
    [VOLUME.brand, `${BENCH_WORKSHOP_KEY}042`],
  );
  const plate = card.vehicle_number.slice(0, 6);
  const digits = card.mobile_number.slice(3);
  const measures = [
    ['board, first page', queries(`(${ofWorkshop})`), [card.brand_id, card.workshop_id]],
    [`plate start ${plate}`, queries(`((${ofWorkshop}) and (${byPlate}))`), [card.brand_id, card.workshop_id, `${plate}%`, plate]],
    [`mobile ${digits}`, queries(`((${ofWorkshop}) and (${byPlateOrMobile}))`), [card.brand_id, card.workshop_id, `${digits}%`, digits, card.mobile_number]],
  ];
  for (const [measure, sqls, values] of measures) {
    for (const [name, sql] of Object.entries(sqls)) {
      const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, values);
      console.log(`\n-- ${measure}: ${name}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  }
} finally {
  await client.end();
}
