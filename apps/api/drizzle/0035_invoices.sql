CREATE TABLE "document_series" (
	"workshop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_no" integer NOT NULL,
	CONSTRAINT "document_series_workshop_id_kind_financial_year_pk" PRIMARY KEY("workshop_id","kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"job_card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"grand_total_minor" bigint NOT NULL,
	"document" jsonb NOT NULL,
	"issued_by_staff_id" uuid
);
--> statement-breakpoint
ALTER TABLE "document_series" ADD CONSTRAINT "document_series_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("issued_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_per_workshop" ON "invoices" USING btree ("workshop_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_tax_invoice_per_card" ON "invoices" USING btree ("job_card_id") WHERE "invoices"."kind" = 'tax';--> statement-breakpoint
CREATE INDEX "invoices_register_idx" ON "invoices" USING btree ("workshop_id","kind","issued_at");