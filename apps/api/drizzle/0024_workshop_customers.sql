CREATE TABLE "workshop_customers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mobile_number" text,
	"alternative_mobile_number" text,
	"email" text,
	"gender" text,
	"date_of_birth" date,
	"anniversary_date" date,
	"customer_type" text DEFAULT 'individual' NOT NULL,
	"fleet_name" text,
	"company_name" text,
	"group_tax_number" text,
	"gst_state_code" text,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"credit_limit_minor" bigint,
	"credit_days" integer,
	"used_credit_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_customers_credit" CHECK (("workshop_customers"."credit_limit_minor" is null or "workshop_customers"."credit_limit_minor" >= 0) and "workshop_customers"."used_credit_minor" >= 0 and ("workshop_customers"."credit_days" is null or "workshop_customers"."credit_days" between 0 and 365)),
	CONSTRAINT "workshop_customers_anniversary" CHECK ("workshop_customers"."anniversary_date" is null or "workshop_customers"."date_of_birth" is null or "workshop_customers"."anniversary_date" > "workshop_customers"."date_of_birth")
);
--> statement-breakpoint
ALTER TABLE "workshop_customers" ADD CONSTRAINT "workshop_customers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_customers" ADD CONSTRAINT "workshop_customers_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_customers" ADD CONSTRAINT "workshop_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_customers_one_per_person" ON "workshop_customers" USING btree ("workshop_id","user_id");--> statement-breakpoint
CREATE INDEX "workshop_customers_by_name" ON "workshop_customers" USING btree ("workshop_id",lower("name"));--> statement-breakpoint
CREATE INDEX "workshop_customers_by_mobile" ON "workshop_customers" USING btree ("workshop_id","mobile_number");