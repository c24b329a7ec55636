CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"cart_item_id" uuid,
	"position" integer NOT NULL,
	"display_name" text NOT NULL,
	"short_description" text NOT NULL,
	"image_url" text,
	"price_minor" integer NOT NULL,
	"add_ons_minor" integer NOT NULL,
	"is_starting_price" boolean NOT NULL,
	"add_ons_selected" text[] NOT NULL,
	"part_id" text,
	"damage_type_id" text,
	"image_keys" text[] NOT NULL,
	CONSTRAINT "booking_items_price_not_negative" CHECK ("booking_items"."price_minor" >= 0 and "booking_items"."add_ons_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booking_code" text DEFAULT 'BK' || upper(substr(md5(random()::text), 1, 8)) NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "appointment_status" text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "workshop_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "is_pickup_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_dropoff" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "slot_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "slot_start" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "slot_end" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_name" text DEFAULT 'CUSTOMER (NEW SERVICE)' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vehicle_number" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "mobile_number" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "total_estimated_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "advance_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offer_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "remarks" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "is_feedback_given" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_events_one_per_name" ON "booking_events" USING btree ("booking_id","name");--> statement-breakpoint
CREATE INDEX "booking_items_booking_idx" ON "booking_items" USING btree ("booking_id","position");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_code_per_brand" ON "bookings" USING btree ("brand_id","booking_code");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_per_retry" ON "bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_amounts_not_negative" CHECK ("bookings"."total_estimated_minor" >= 0 and "bookings"."discount_minor" >= 0 and "bookings"."advance_minor" >= 0);