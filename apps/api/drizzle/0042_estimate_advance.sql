CREATE TABLE "estimate_advance_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"job_card_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"gateway_order_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"answered_from" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD COLUMN "advance_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "estimate_advance_orders" ADD CONSTRAINT "estimate_advance_orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_advance_orders" ADD CONSTRAINT "estimate_advance_orders_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_advance_orders" ADD CONSTRAINT "estimate_advance_orders_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_advance_orders" ADD CONSTRAINT "estimate_advance_orders_version_id_estimate_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."estimate_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_advance_orders_order" ON "estimate_advance_orders" USING btree ("gateway_order_id");--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD CONSTRAINT "estimate_versions_advance_percent" CHECK ("estimate_versions"."advance_percent" between 0 and 100);