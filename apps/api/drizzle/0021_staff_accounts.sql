CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"mobile_number" text,
	"email" text,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"technician_kind" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_username_lower" CHECK ("staff_accounts"."username" = lower("staff_accounts"."username")),
	CONSTRAINT "staff_accounts_technician_kind" CHECK (("staff_accounts"."role" = 'technician') = ("staff_accounts"."technician_kind" is not null)),
	CONSTRAINT "staff_accounts_counters" CHECK ("staff_accounts"."failed_sign_ins" >= 0 and "staff_accounts"."session_version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staff_password_resets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_workshops" (
	"staff_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	CONSTRAINT "staff_workshops_staff_id_workshop_id_pk" PRIMARY KEY("staff_id","workshop_id")
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_password_resets" ADD CONSTRAINT "staff_password_resets_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_refresh_tokens" ADD CONSTRAINT "staff_refresh_tokens_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_workshops" ADD CONSTRAINT "staff_workshops_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_workshops" ADD CONSTRAINT "staff_workshops_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_brand_username" ON "staff_accounts" USING btree ("brand_id","username");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_brand_mobile" ON "staff_accounts" USING btree ("brand_id","mobile_number") WHERE "staff_accounts"."mobile_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_password_resets_hash" ON "staff_password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_password_resets_staff_idx" ON "staff_password_resets" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_refresh_tokens_hash" ON "staff_refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_refresh_tokens_family_idx" ON "staff_refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "staff_workshops_workshop_idx" ON "staff_workshops" USING btree ("workshop_id");