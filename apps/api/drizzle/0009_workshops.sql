CREATE TABLE "workshop_segments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"display_name_ar" text,
	"features" text[] DEFAULT '{}' NOT NULL,
	"features_ar" text[],
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"short_description" text NOT NULL,
	"short_description_ar" text,
	"promotional_text" text,
	"promotional_text_ar" text,
	"address" text NOT NULL,
	"address_ar" text,
	"city" text NOT NULL,
	"city_ar" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone_number" text NOT NULL,
	"time_zone" text NOT NULL,
	"working_days" text[] NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"quality_segment" text NOT NULL,
	"vehicle_types" text[] NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"image_urls" text[] DEFAULT '{}' NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshops_position" CHECK ("workshops"."latitude" between -90 and 90 and "workshops"."longitude" between -180 and 180),
	CONSTRAINT "workshops_rating" CHECK ("workshops"."rating" between 0 and 5 and "workshops"."rating_count" >= 0),
	CONSTRAINT "workshops_hours" CHECK ("workshops"."opens_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "workshops"."closes_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "workshops"."opens_at" < "workshops"."closes_at")
);
--> statement-breakpoint
ALTER TABLE "workshop_segments" ADD CONSTRAINT "workshop_segments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_segments_brand_name" ON "workshop_segments" USING btree ("brand_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "workshops_brand_key" ON "workshops" USING btree ("brand_id","key");--> statement-breakpoint
CREATE INDEX "workshops_brand_idx" ON "workshops" USING btree ("brand_id");