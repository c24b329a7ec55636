CREATE TABLE "estimate_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"job_card_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"revision" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"currency" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_by_staff_id" uuid,
	"answered_at" timestamp with time zone,
	"answered_via" text,
	"answered_by_staff_id" uuid,
	"answered_from" text,
	"answer_note" text,
	"answers" jsonb
);
--> statement-breakpoint
ALTER TABLE "job_card_estimates" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD CONSTRAINT "estimate_versions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD CONSTRAINT "estimate_versions_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD CONSTRAINT "estimate_versions_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD CONSTRAINT "estimate_versions_sent_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("sent_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD CONSTRAINT "estimate_versions_answered_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("answered_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_versions_per_card" ON "estimate_versions" USING btree ("job_card_id","version");