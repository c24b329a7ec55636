CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"address_type" text NOT NULL,
	"addressline1" text NOT NULL,
	"landmark" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"latitude" text NOT NULL,
	"longitude" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"display_title" text NOT NULL,
	"supports_id" boolean NOT NULL,
	"id_field_display_name" text,
	"supports_expiration" boolean NOT NULL,
	"additional_fields_to_capture" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"document_id" text,
	"expiration_date" date,
	"additional_fields" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"nick_name" text,
	"make_id" text NOT NULL,
	"make" text NOT NULL,
	"model_id" text NOT NULL,
	"model" text NOT NULL,
	"variant" text NOT NULL,
	"year" integer NOT NULL,
	"fuel_type" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"registration_number" text,
	"is_temp_number" boolean DEFAULT false NOT NULL,
	"vin_number" text,
	"odometer" integer,
	"image_paths" text[] DEFAULT '{NULL,NULL,NULL}'::text[] NOT NULL,
	"catalog_vehicle_id" text NOT NULL,
	"make_segment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_odometer_range" CHECK ("vehicles"."odometer" is null or "vehicles"."odometer" between 0 and 999999),
	CONSTRAINT "vehicles_three_image_slots" CHECK (cardinality("vehicles"."image_paths") = 3)
);
--> statement-breakpoint
CREATE TABLE "catalog_makes" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" uuid,
	"vehicle_type" text NOT NULL,
	"name" text NOT NULL,
	"segment" text NOT NULL,
	"markets" text[] NOT NULL,
	"logo_url" text
);
--> statement-breakpoint
CREATE TABLE "catalog_models" (
	"id" text PRIMARY KEY NOT NULL,
	"make_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"start_year" integer NOT NULL,
	"end_year" integer,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "catalog_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"name" text NOT NULL,
	"fuel_type" text NOT NULL,
	"start_year" integer NOT NULL,
	"end_year" integer
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"user_vehicle_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_attempts_nonnegative" CHECK ("jobs"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reward_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delete_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_makes" ADD CONSTRAINT "catalog_makes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_models" ADD CONSTRAINT "catalog_models_make_id_catalog_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."catalog_makes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD CONSTRAINT "catalog_variants_model_id_catalog_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalog_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_vehicle_id_vehicles_id_fk" FOREIGN KEY ("user_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_brand_user_idx" ON "addresses" USING btree ("brand_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_user_type_key" ON "addresses" USING btree ("user_id","address_type") WHERE "addresses"."address_type" <> 'Other';--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_brand_name_key" ON "document_templates" USING btree ("brand_id","name");--> statement-breakpoint
CREATE INDEX "user_documents_brand_user_vehicle_idx" ON "user_documents" USING btree ("brand_id","user_id","vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_user_catalog_vehicle_key" ON "vehicles" USING btree ("user_id","catalog_vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicles_brand_user_idx" ON "vehicles" USING btree ("brand_id","user_id");--> statement-breakpoint
CREATE INDEX "catalog_makes_type_idx" ON "catalog_makes" USING btree ("vehicle_type","name");--> statement-breakpoint
CREATE INDEX "catalog_models_make_idx" ON "catalog_models" USING btree ("make_id","name");--> statement-breakpoint
CREATE INDEX "catalog_variants_model_idx" ON "catalog_variants" USING btree ("model_id","fuel_type");--> statement-breakpoint
CREATE INDEX "bookings_vehicle_status_idx" ON "bookings" USING btree ("user_vehicle_id","status");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;