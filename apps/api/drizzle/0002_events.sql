CREATE TABLE "events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" uuid NOT NULL,
	"user_id" uuid,
	"workshop_id" uuid,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_one_audience" CHECK ("events"."user_id" is null or "events"."workshop_id" is null)
);
--> statement-breakpoint
CREATE INDEX "events_user_idx" ON "events" USING btree ("user_id","id") WHERE "events"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "events_workshop_idx" ON "events" USING btree ("workshop_id","id") WHERE "events"."workshop_id" is not null;--> statement-breakpoint
CREATE INDEX "events_brand_wide_idx" ON "events" USING btree ("brand_id","id") WHERE "events"."user_id" is null and "events"."workshop_id" is null;--> statement-breakpoint
CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");