CREATE TABLE "attendance_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"clock_in_at" timestamp with time zone NOT NULL,
	"clock_in_location_status" text,
	"clock_in_latitude" double precision,
	"clock_in_longitude" double precision,
	"clock_in_accuracy_metres" double precision,
	"clock_in_distance_metres" integer,
	"clock_in_outside_geofence" boolean DEFAULT false NOT NULL,
	"clock_out_at" timestamp with time zone,
	"clock_out_location_status" text,
	"clock_out_latitude" double precision,
	"clock_out_longitude" double precision,
	"clock_out_accuracy_metres" double precision,
	"clock_out_distance_metres" integer,
	"clock_out_outside_geofence" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_clock_in_location" CHECK ("attendance_records"."clock_in_location_status" is not null),
	CONSTRAINT "attendance_out_after_in" CHECK ("attendance_records"."clock_out_at" is null or ("attendance_records"."clock_out_at" >= "attendance_records"."clock_in_at" and "attendance_records"."clock_out_location_status" is not null))
);
--> statement-breakpoint
CREATE TABLE "job_clock_stretches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_clock_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "job_clock_stretches_order" CHECK ("job_clock_stretches"."ended_at" is null or "job_clock_stretches"."ended_at" >= "job_clock_stretches"."started_at")
);
--> statement-breakpoint
CREATE TABLE "job_clocks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"job_card_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "geofence_radius_metres" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_clock_stretches" ADD CONSTRAINT "job_clock_stretches_job_clock_id_job_clocks_id_fk" FOREIGN KEY ("job_clock_id") REFERENCES "public"."job_clocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_clock_stretches" ADD CONSTRAINT "job_clock_stretches_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_clocks" ADD CONSTRAINT "job_clocks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_clocks" ADD CONSTRAINT "job_clocks_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_clocks" ADD CONSTRAINT "job_clocks_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_clocks" ADD CONSTRAINT "job_clocks_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_clocks" ADD CONSTRAINT "job_clocks_line_id_job_card_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."job_card_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_one_open_per_staff" ON "attendance_records" USING btree ("staff_id") WHERE "attendance_records"."clock_out_at" is null;--> statement-breakpoint
CREATE INDEX "attendance_workshop_day_idx" ON "attendance_records" USING btree ("workshop_id","clock_in_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_clock_stretches_one_open" ON "job_clock_stretches" USING btree ("job_clock_id") WHERE "job_clock_stretches"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "job_clock_stretches_workshop_idx" ON "job_clock_stretches" USING btree ("workshop_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_clocks_one_running_per_staff" ON "job_clocks" USING btree ("staff_id") WHERE "job_clocks"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "job_clocks_one_open_per_line" ON "job_clocks" USING btree ("staff_id","line_id") WHERE "job_clocks"."status" <> 'stopped';--> statement-breakpoint
CREATE INDEX "job_clocks_card_idx" ON "job_clocks" USING btree ("job_card_id");--> statement-breakpoint
CREATE INDEX "job_clocks_line_idx" ON "job_clocks" USING btree ("line_id");--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_geofence_radius" CHECK ("workshops"."geofence_radius_metres" between 50 and 5000);