CREATE TABLE "credit_sales" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"job_card_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"outstanding_minor" bigint NOT NULL,
	"sale_day" text NOT NULL,
	"due_on" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_sales_amounts" CHECK ("credit_sales"."amount_minor" > 0 and "credit_sales"."outstanding_minor" between 0 and "credit_sales"."amount_minor")
);
--> statement-breakpoint
ALTER TABLE "credit_sales" ADD CONSTRAINT "credit_sales_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_sales" ADD CONSTRAINT "credit_sales_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_sales" ADD CONSTRAINT "credit_sales_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_sales_one_per_card" ON "credit_sales" USING btree ("job_card_id");--> statement-breakpoint
CREATE INDEX "credit_sales_open_by_customer" ON "credit_sales" USING btree ("workshop_id","user_id","due_on");