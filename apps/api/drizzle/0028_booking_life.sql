DROP INDEX "bookings_vehicle_status_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "state" text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_vehicle_state_idx" ON "bookings" USING btree ("user_vehicle_id","state");--> statement-breakpoint
-- The booking's life in one column (domain booking-status.ts), read from the three it replaces: an
-- ended booking as it ended; one in progress waits ('booked') until its workshop confirmed it.
UPDATE "bookings" SET "state" = CASE "status" WHEN 'Completed' THEN 'completed' WHEN 'Cancelled' THEN 'cancelled' ELSE 'booked' END;--> statement-breakpoint
UPDATE "bookings" SET "state" = 'confirmed'
  WHERE "state" = 'booked'
    AND EXISTS (SELECT 1 FROM "booking_events" e WHERE e."booking_id" = "bookings"."id" AND e."name" = 'Confirmed' AND e."done_at" IS NOT NULL);--> statement-breakpoint
-- Once accepted, the job card is the source of truth. This heals the bookings a customer cancelled
-- while their car was in the workshop (the card was left open, every move refused, and the vehicle
-- could never get another card): back in progress, without the cancellation's remarks.
UPDATE "bookings" SET
    "state" = CASE j."status"
      WHEN 'confirmed' THEN 'confirmed' WHEN 'pickupScheduled' THEN 'confirmed'
      WHEN 'delivered' THEN 'completed' WHEN 'completed' THEN 'completed'
      WHEN 'cancelled' THEN 'cancelled' WHEN 'estimationRejected' THEN 'cancelled'
      ELSE 'handedOver' END,
    "remarks" = CASE WHEN j."status" IN ('cancelled', 'estimationRejected') THEN "bookings"."remarks" ELSE NULL END
  FROM "job_cards" j
  WHERE j."booking_id" = "bookings"."id";--> statement-breakpoint
-- Each booking keeps only the steps of its service mode: no pickup or drop at the customer's place
-- for an own visit, no collection at the workshop for pickup and drop (steps already done stay).
DELETE FROM "booking_events" e USING "bookings" b
  WHERE e."booking_id" = b."id" AND e."done_at" IS NULL
    AND ((b."is_pickup_required" AND e."name" = 'Delivered')
      OR (NOT b."is_pickup_required" AND e."name" IN ('Awaiting for Garage/ Driver mapping', 'Pickup Scheduled', 'Picked Up', 'Dropped at your location')));--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "appointment_status";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "deleted";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_state_known" CHECK ("bookings"."state" in ('booked', 'confirmed', 'handedOver', 'completed', 'cancelled'));