CREATE TABLE "catalog_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid,
	"brand_slug" text,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"sheet" "bytea",
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_parsed" integer DEFAULT 0 NOT NULL,
	"rows_loaded" integer DEFAULT 0 NOT NULL,
	"loaded" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "catalog_imports_rows_nonnegative" CHECK ("catalog_imports"."rows_parsed" >= 0 and "catalog_imports"."rows_loaded" >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;