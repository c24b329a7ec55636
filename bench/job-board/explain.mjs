// The query plans behind the job board's rows, on a database the bench kept (BENCH_KEEP_DB=1):
//   node bench/job-board/explain.mjs <databaseUrl>
// The SQL is what the API sends for GET …/job-cards (job-cards.repository.ts `board` with
// job-board-search.ts, as node-postgres logs it), with the values of one seeded job card: the page and
// the counts by status (the total is theirs), for the board and each way of searching it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { BENCH_WORKSHOP_KEY, VOLUME } from './seed-volume.mjs';

const requireFromApi = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
const ofWorkshop = `"job_cards"."brand_id" = $1 and "job_cards"."workshop_id" = $2`;
const reversed = (text) => [...text].reverse().join('');

/**
 * The search's SQL for what jobCardSearchOf (packages/domain) reads in a text: the exact ways, the near
 * ones, a name; each value a parameter from $3 on, as drizzle numbers them.
 */
function searchOf({ jobCardNo, plate, mobileNumber, mobileDigits, name }) {
  const values = [];
  const param = (value) => `$${values.push(value) + 2}`;
  const exact = [
    ...(jobCardNo ? [`"job_cards"."job_card_no" = ${param(jobCardNo)}`] : []),
    ...(plate ? [`"job_cards"."booking_code" = ${param(plate)}`] : []),
    ...(mobileNumber ? [`"job_cards"."mobile_number" = ${param(mobileNumber)}`] : []),
  ].join(' or ');
  const near = [
    ...(plate ? [`"job_cards"."vehicle_number" like ${param(`${plate}%`)}`, `reverse("job_cards"."vehicle_number") like ${param(`${reversed(plate)}%`)}`] : []),
    ...(mobileDigits ? [`"job_cards"."mobile_number" like ${param(`%${mobileDigits}%`)}`] : []),
  ].join(' or ');
  const byName = name ? `"job_cards"."customer_name" ilike ${param(`%${name}%`)}` : '';
  const where = [exact, near, byName]
    .filter(Boolean)
    .map((part) => `(${part})`)
    .join(' or ');
  const rank = `case when ${exact ? `(${exact})` : 'false'} then 0 when ${near ? `(${near})` : 'false'} then 1 else 2 end`;
  return { where: `((${ofWorkshop}) and (${where}))`, rank, values };
}

const queries = (where, rank) => ({
  page: `select * from "job_cards" where ${where} order by ${rank ? `${rank}, ` : ''}"job_cards"."created_at" desc, "job_cards"."id" desc limit 25 offset 0`,
  'counts by status': `select "status", count(*) from "job_cards" where ${where} group by "job_cards"."status"`,
});

const { default: pg } = await import(requireFromApi.resolve('pg'));
const client = new pg.Client({ connectionString: process.argv[2] });
await client.connect();
try {
  const {
    rows: [card],
  } = await client.query(
    `select j.brand_id, j.workshop_id, j.vehicle_number, j.mobile_number, j.job_card_no, j.customer_name from job_cards j
     join workshops w on w.id = j.workshop_id join brands b on b.id = j.brand_id where b.slug = $1 and w.key = $2 limit 1`,
    [VOLUME.brand, `${BENCH_WORKSHOP_KEY}042`],
  );
  const number = String(Number(card.job_card_no.slice(3)));
  const plateEnd = card.vehicle_number.slice(-4);
  const mobilePart = card.mobile_number.slice(5, 10);
  const surname = card.customer_name.split(' ')[1];
  // What the API reads in each text (a number of four digits or more is also a plate's end and a mobile number's part).
  const searches = [
    [`plate start ${card.vehicle_number.slice(0, 6)}`, { plate: card.vehicle_number.slice(0, 6) }],
    [`mobile ${card.mobile_number.slice(3)}`, { plate: card.mobile_number.slice(3), mobileNumber: card.mobile_number }],
    [`card number ${number}`, { jobCardNo: card.job_card_no, plate: number, mobileDigits: number.length >= 4 ? number : null }],
    [`plate end ${plateEnd}`, { jobCardNo: `JC-${plateEnd.padStart(6, '0')}`, plate: plateEnd, mobileDigits: plateEnd }],
    [`mobile part ${mobilePart}`, { jobCardNo: `JC-${mobilePart.padStart(6, '0')}`, plate: mobilePart, mobileDigits: mobilePart }],
    [`name part ${surname}`, { plate: surname.toUpperCase(), name: surname }],
  ];
  const measures = [
    ['board, first page', queries(`(${ofWorkshop})`), []],
    ...searches.map(([measure, parts]) => {
      const { where, rank, values } = searchOf(parts);
      return [measure, queries(where, rank), values];
    }),
  ];
  for (const [measure, sqls, values] of measures) {
    for (const [name, sql] of Object.entries(sqls)) {
      const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, [card.brand_id, card.workshop_id, ...values]);
      console.log(`\n-- ${measure}: ${name}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  }
} finally {
  await client.end();
}
