CREATE TABLE "job_card_numbers" (
	"workshop_id" uuid PRIMARY KEY NOT NULL,
	"last_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_card_steps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_card_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_card_id" uuid NOT NULL,
	"status" text NOT NULL,
	"staff_id" uuid,
	"remarks" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_card_technicians" (
	"job_card_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	CONSTRAINT "job_card_technicians_job_card_id_staff_id_pk" PRIMARY KEY("job_card_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "job_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"job_card_no" text NOT NULL,
	"booking_id" uuid,
	"booking_code" text,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"status" text NOT NULL,
	"service_type" text DEFAULT 'periodicService' NOT NULL,
	"customer_name" text NOT NULL,
	"mobile_number" text,
	"vehicle_number" text,
	"vehicle_label" text NOT NULL,
	"advisor_id" uuid,
	"is_pickup_required" boolean DEFAULT false NOT NULL,
	"pickup" jsonb,
	"in_at" timestamp with time zone,
	"out_at" timestamp with time zone,
	"estimated_delivery_at" timestamp with time zone,
	"odometer_in" integer,
	"odometer_out" integer,
	"fuel_level" integer,
	"tyre_pressures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"colour" text,
	"concerns" text[] DEFAULT '{}' NOT NULL,
	"suggestions" text[] DEFAULT '{}' NOT NULL,
	"accessories" text[] DEFAULT '{}' NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_cards_odometer" CHECK ("job_cards"."odometer_out" is null or "job_cards"."odometer_in" is null or "job_cards"."odometer_out" > "job_cards"."odometer_in"),
	CONSTRAINT "job_cards_fuel" CHECK ("job_cards"."fuel_level" is null or "job_cards"."fuel_level" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "job_card_numbers" ADD CONSTRAINT "job_card_numbers_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_steps" ADD CONSTRAINT "job_card_steps_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_steps" ADD CONSTRAINT "job_card_steps_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_technicians" ADD CONSTRAINT "job_card_technicians_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_technicians" ADD CONSTRAINT "job_card_technicians_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_advisor_id_staff_accounts_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_card_steps_card_idx" ON "job_card_steps" USING btree ("job_card_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_cards_number_per_workshop" ON "job_cards" USING btree ("workshop_id","job_card_no");--> statement-breakpoint
CREATE UNIQUE INDEX "job_cards_one_per_booking" ON "job_cards" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_cards_one_open_per_vehicle" ON "job_cards" USING btree ("vehicle_id") WHERE "job_cards"."status" not in ('delivered', 'completed', 'estimationRejected', 'cancelled');--> statement-breakpoint
CREATE INDEX "job_cards_board" ON "job_cards" USING btree ("workshop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_cards_board_by_status" ON "job_cards" USING btree ("workshop_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_cards_by_plate" ON "job_cards" USING btree ("workshop_id","vehicle_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "job_cards_by_mobile" ON "job_cards" USING btree ("workshop_id","mobile_number");