CREATE TABLE "job_card_estimates" (
	"job_card_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_card_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"job_card_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"part_no" text,
	"part_key" text,
	"part_type" text,
	"labour_kind" text,
	"hsn_sac" text,
	"quantity_milli" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"mrp_minor" bigint,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"discount_basis_points" integer,
	"tax_rate_basis_points" integer NOT NULL,
	"tax_treatment" text DEFAULT 'taxed' NOT NULL,
	"material_type" text,
	"insurance_tariff" text DEFAULT 'normal' NOT NULL,
	"depreciation_basis_points" integer,
	"salvage_minor" bigint,
	"insurance_payable_minor" bigint DEFAULT 0 NOT NULL,
	"insurance_payable_basis_points" integer,
	"approval" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"service_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_card_lines_quantity" CHECK ("job_card_lines"."quantity_milli" > 0),
	CONSTRAINT "job_card_lines_price" CHECK ("job_card_lines"."unit_price_minor" > 0),
	CONSTRAINT "job_card_lines_amounts" CHECK ("job_card_lines"."discount_minor" >= 0 and "job_card_lines"."insurance_payable_minor" >= 0 and coalesce("job_card_lines"."salvage_minor", 0) >= 0),
	CONSTRAINT "job_card_lines_rates" CHECK ("job_card_lines"."tax_rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "job_card_estimates" ADD CONSTRAINT "job_card_estimates_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_estimates" ADD CONSTRAINT "job_card_estimates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_estimates" ADD CONSTRAINT "job_card_estimates_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_lines" ADD CONSTRAINT "job_card_lines_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_lines" ADD CONSTRAINT "job_card_lines_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_lines" ADD CONSTRAINT "job_card_lines_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_card_lines_card_idx" ON "job_card_lines" USING btree ("job_card_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "job_card_lines_one_per_part" ON "job_card_lines" USING btree ("job_card_id","part_key");--> statement-breakpoint
CREATE INDEX "job_card_lines_parts_used_idx" ON "job_card_lines" USING btree ("workshop_id","part_key") WHERE "job_card_lines"."kind" = 'part';