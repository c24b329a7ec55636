import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';

/**
 * Migration 0028 (decision 0036) on data as the code before it left it: a booking's state from its
 * three old columns and its steps, then from its job card where it has one, so a booking its
 * customer cancelled while the car was in the workshop is back in progress beside its open card.
 * Run on an embedded database migrated to 0027, filled, then migrated on.
 */
const migrations = path.resolve(import.meta.dirname, '../drizzle');
const LAST_BEFORE = 27;
let before: string;
let database: Database;

beforeAll(async () => {
  before = mkdtempSync(path.join(tmpdir(), 'servicebay-migrations-'));
  cpSync(migrations, before, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= LAST_BEFORE) }));
  database = await openDatabase({ dataDir: null, migrationsFolder: before });
  await database.migrate();
  // A brand and a workshop as the schema at 0027 has them (today's seed writes today's columns).
  await database.db.execute(sql`
    with brand as (insert into brands (id, slug, name, settings, is_default) values (gen_random_uuid(), 'servicebay', 'ServiceBay', '{}'::jsonb, true) returning id)
    insert into workshops (id, brand_id, key, name, short_description, address, city, latitude, longitude, phone_number, time_zone, working_days, opens_at, closes_at, quality_segment, vehicle_types)
    values (gen_random_uuid(), (select id from brand), 'indiranagar', 'ServiceBay Indiranagar', 'A workshop', '100 Feet Road', 'Bengaluru', 12.97, 77.64,
            '+918012345678', 'Asia/Kolkata', array['Mon','Tue'], '09:00', '19:00', 'standard', array['car'])`);
});
afterAll(async () => {
  await database.close();
  rmSync(before, { recursive: true, force: true });
});

const EVENTS = [
  ['Booking Status', 'Booked'],
  ['Booking Status', 'Confirmed'],
  ['Pick Status', 'Awaiting for Garage/ Driver mapping'],
  ['Pick Status', 'Pickup Scheduled'],
  ['Pick Status', 'Picked Up'],
  ['Pick Status', 'Dropped at Garage'],
  ['Work Status', 'Estimate'],
  ['Work Status', 'Work-In-Progress'],
  ['Work Status', 'Spares-Pending'],
  ['Work Status', 'Ready for Delivery'],
  ['Work Status', 'Invoice'],
  ['Work Status', 'Payment Pending'],
  ['Drop Status', 'Delivered'],
  ['Drop Status', 'Dropped at your location'],
] as const;

type Old = {
  status: 'InProgress' | 'Completed' | 'Cancelled';
  isPickupRequired: boolean;
  done: readonly string[];
  remarks?: string;
  card?: string;
};

/** A booking as the old code wrote it (every default step, three state columns), with its job card when it has one. */
async function oldBooking(label: string, { status, isPickupRequired, done, remarks, card }: Old): Promise<string> {
  const { db } = database;
  const rows = (await db.execute(sql`
    with brand as (select id from brands where slug = 'servicebay'),
         workshop as (select id from workshops where brand_id = (select id from brand) order by key limit 1),
         person as (
           insert into users (id, brand_id, is_anonymous, provider_id, on_boarding, on_board_vehicle_setting, settings)
           values (gen_random_uuid(), (select id from brand), false, 'phone', false, false, '{}'::jsonb) returning id),
         vehicle as (
           insert into vehicles (id, brand_id, user_id, make_id, make, model_id, model, variant, year, fuel_type, vehicle_type, catalog_vehicle_id, make_segment)
           values (gen_random_uuid(), (select id from brand), (select id from person), 'car.tata', 'Tata', 'nexon', 'Nexon', 'XZ', 2022, 'PETROL', 'car', ${label}, 'standard')
           returning id)
    insert into bookings (id, brand_id, user_id, user_vehicle_id, status, appointment_status, deleted, workshop_id, is_pickup_required, remarks)
    values (gen_random_uuid(), (select id from brand), (select id from person), (select id from vehicle), ${status},
            ${status === 'InProgress' ? 'booked' : status.toLowerCase()}, ${status !== 'InProgress'}, (select id from workshop), ${isPickupRequired}, ${remarks ?? null})
    returning id, brand_id, user_id, user_vehicle_id, workshop_id`)) as unknown as { rows: Record<string, string>[] };
  const booking = rows.rows[0]!;
  for (const [position, [category, name]] of EVENTS.entries())
    await db.execute(
      sql`insert into booking_events (id, booking_id, position, category, name, done_at) values (gen_random_uuid(), ${booking.id}, ${position}, ${category}, ${name}, ${done.includes(name) ? sql`now()` : null})`,
    );
  if (card)
    await db.execute(sql`
      insert into job_cards (id, brand_id, workshop_id, job_card_no, booking_id, customer_id, vehicle_id, status, customer_name, vehicle_label)
      values (gen_random_uuid(), ${booking.brand_id}, ${booking.workshop_id}, ${`JC-${label}`}, ${booking.id}, ${booking.user_id}, ${booking.user_vehicle_id}, ${card}, 'Customer', 'Tata Nexon')`);
  return booking.id!;
}

describe('migration 0028: one state for a booking, its job card the source of truth', () => {
  const made = new Map<string, string>();
  beforeAll(async () => {
    // A customer cancelled an own visit at Invoice: the old code let them, and left the card open.
    made.set(
      'stuck',
      await oldBooking('stuck', {
        status: 'Cancelled',
        isPickupRequired: false,
        done: ['Booked', 'Confirmed', 'Dropped at Garage', 'Work-In-Progress', 'Ready for Delivery', 'Invoice'],
        remarks: 'Cancelled by the customer',
        card: 'invoice',
      }),
    );
    made.set('waiting', await oldBooking('waiting', { status: 'InProgress', isPickupRequired: true, done: ['Booked'] }));
    made.set(
      'accepted',
      await oldBooking('accepted', { status: 'InProgress', isPickupRequired: true, done: ['Booked', 'Confirmed'], card: 'pickupScheduled' }),
    );
    made.set(
      'delivered',
      await oldBooking('delivered', {
        status: 'Completed',
        isPickupRequired: true,
        done: ['Booked', 'Confirmed', 'Dropped at your location'],
        card: 'delivered',
      }),
    );
    made.set(
      'rejected',
      await oldBooking('rejected', {
        status: 'Cancelled',
        isPickupRequired: false,
        done: ['Booked', 'Confirmed'],
        remarks: 'Parts not available',
        card: 'cancelled',
      }),
    );
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as Parameters<typeof migrate>[0], { migrationsFolder: migrations });
  });

  const stateOf = async (label: string) =>
    (
      (await database.db.execute(sql`select state, remarks from bookings where id = ${made.get(label)!}`)) as unknown as {
        rows: { state: string; remarks: string | null }[];
      }
    ).rows[0];
  const stepsOf = async (label: string) =>
    (
      (await database.db.execute(sql`select name from booking_events where booking_id = ${made.get(label)!} order by position`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows.map((row) => row.name);

  it("heals a booking cancelled beside an open card: back in progress, the card's, without the cancellation's remarks", async () => {
    expect(await stateOf('stuck')).toEqual({ state: 'handedOver', remarks: null });
  });

  it('reads the others as they were: waiting, accepted, delivered, rejected with its remarks', async () => {
    expect(await stateOf('waiting')).toEqual({ state: 'booked', remarks: null });
    expect(await stateOf('accepted')).toEqual({ state: 'confirmed', remarks: null });
    expect(await stateOf('delivered')).toEqual({ state: 'completed', remarks: null });
    expect(await stateOf('rejected')).toEqual({ state: 'cancelled', remarks: 'Parts not available' });
  });

  it("keeps only its service mode's steps, and every step already done", async () => {
    const ownVisit = await stepsOf('stuck');
    expect(ownVisit).not.toContain('Picked Up');
    expect(ownVisit).not.toContain('Dropped at your location');
    expect(ownVisit).toContain('Delivered');
    const pickup = await stepsOf('delivered');
    expect(pickup).toContain('Picked Up');
    expect(pickup).not.toContain('Delivered');
    expect(pickup).toContain('Dropped at your location');
  });
});
