CREATE TABLE "labour_catalogues" (
	"workshop_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labour_online_services" (
	"workshop_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"parts_minor" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "labour_online_services_workshop_id_service_id_pk" PRIMARY KEY("workshop_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "labour_operation_cells" (
	"operation_id" uuid NOT NULL,
	"vehicle_segment_id" uuid NOT NULL,
	"minutes" integer NOT NULL,
	"price_minor" bigint NOT NULL,
	CONSTRAINT "labour_operation_cells_operation_id_vehicle_segment_id_pk" PRIMARY KEY("operation_id","vehicle_segment_id"),
	CONSTRAINT "labour_cell_values" CHECK ("labour_operation_cells"."minutes" > 0 and "labour_operation_cells"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "labour_operations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"rate_segment_id" uuid NOT NULL,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labour_price_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"target" text NOT NULL,
	"basis" text NOT NULL,
	"value_milli" integer NOT NULL,
	"rates" jsonb NOT NULL,
	"prices" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labour_rate_segments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rate_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labour_rate_positive" CHECK ("labour_rate_segments"."rate_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "labour_vehicle_segments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"make_segments" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "labour_catalogues" ADD CONSTRAINT "labour_catalogues_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_catalogues" ADD CONSTRAINT "labour_catalogues_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_online_services" ADD CONSTRAINT "labour_online_services_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_online_services" ADD CONSTRAINT "labour_online_services_service_id_catalog_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."catalog_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_online_services" ADD CONSTRAINT "labour_online_services_operation_id_labour_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."labour_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_operation_cells" ADD CONSTRAINT "labour_operation_cells_operation_id_labour_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."labour_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_operation_cells" ADD CONSTRAINT "labour_operation_cells_vehicle_segment_id_labour_vehicle_segments_id_fk" FOREIGN KEY ("vehicle_segment_id") REFERENCES "public"."labour_vehicle_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_operations" ADD CONSTRAINT "labour_operations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_operations" ADD CONSTRAINT "labour_operations_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_operations" ADD CONSTRAINT "labour_operations_rate_segment_id_labour_rate_segments_id_fk" FOREIGN KEY ("rate_segment_id") REFERENCES "public"."labour_rate_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_price_changes" ADD CONSTRAINT "labour_price_changes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_price_changes" ADD CONSTRAINT "labour_price_changes_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_price_changes" ADD CONSTRAINT "labour_price_changes_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_rate_segments" ADD CONSTRAINT "labour_rate_segments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_rate_segments" ADD CONSTRAINT "labour_rate_segments_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_vehicle_segments" ADD CONSTRAINT "labour_vehicle_segments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_vehicle_segments" ADD CONSTRAINT "labour_vehicle_segments_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labour_cells_segment_idx" ON "labour_operation_cells" USING btree ("vehicle_segment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labour_operations_name" ON "labour_operations" USING btree ("workshop_id",lower("name"));--> statement-breakpoint
CREATE INDEX "labour_operations_rate_idx" ON "labour_operations" USING btree ("rate_segment_id");--> statement-breakpoint
CREATE INDEX "labour_price_changes_workshop_idx" ON "labour_price_changes" USING btree ("workshop_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "labour_rate_segments_name" ON "labour_rate_segments" USING btree ("workshop_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "labour_vehicle_segments_name" ON "labour_vehicle_segments" USING btree ("workshop_id",lower("name"));