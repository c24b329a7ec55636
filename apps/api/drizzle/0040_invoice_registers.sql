DROP INDEX "invoices_register_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "day" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vehicle_number" text;--> statement-breakpoint
-- The invoices issued before the registers: their day is the document's, their booking and plate
-- their job card's (a card's booking never changes; its plate is the one copied in at opening).
UPDATE "invoices" SET "day" = "document"->>'day';--> statement-breakpoint
UPDATE "invoices" SET "booking_id" = j."booking_id", "vehicle_number" = j."vehicle_number"
  FROM "job_cards" j WHERE j."id" = "invoices"."job_card_id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_register_idx" ON "invoices" USING btree ("workshop_id","kind","day");
