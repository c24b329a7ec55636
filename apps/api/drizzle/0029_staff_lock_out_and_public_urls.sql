CREATE TABLE "staff_sign_in_failures" (
	"staff_id" uuid NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_sign_in_failures_staff_id_address_pk" PRIMARY KEY("staff_id","address"),
	CONSTRAINT "staff_sign_in_failures_count" CHECK ("staff_sign_in_failures"."failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "public_url" text;--> statement-breakpoint
ALTER TABLE "staff_sign_in_failures" ADD CONSTRAINT "staff_sign_in_failures_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;