CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"employee_code" text NOT NULL,
	"employee_key" text NOT NULL,
	"employee_type" text NOT NULL,
	"mobile_number" text NOT NULL,
	"email" text,
	"designation" text,
	"expertise" text,
	"licence_number" text,
	"licence_expiry" date,
	"licence_reminded_for" date,
	"national_id" text,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labour_line_technicians" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"job_card_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"technician_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technicians" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"second_name" text,
	"last_name" text,
	"gender" text NOT NULL,
	"grade" text NOT NULL,
	"licence_number" text,
	"licence_expiry" date,
	"picture_key" text,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_line_technicians" ADD CONSTRAINT "labour_line_technicians_line_id_job_card_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."job_card_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_line_technicians" ADD CONSTRAINT "labour_line_technicians_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_line_technicians" ADD CONSTRAINT "labour_line_technicians_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_line_technicians" ADD CONSTRAINT "labour_line_technicians_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_line_technicians" ADD CONSTRAINT "labour_line_technicians_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_code_per_brand" ON "employees" USING btree ("brand_id","employee_key");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_one_per_staff" ON "employees" USING btree ("staff_id") WHERE "employees"."staff_id" is not null;--> statement-breakpoint
CREATE INDEX "employees_by_workshop" ON "employees" USING btree ("workshop_id","name");--> statement-breakpoint
CREATE INDEX "employees_by_licence_expiry" ON "employees" USING btree ("licence_expiry") WHERE "employees"."licence_expiry" is not null;--> statement-breakpoint
CREATE INDEX "labour_line_technicians_by_technician" ON "labour_line_technicians" USING btree ("technician_id");--> statement-breakpoint
CREATE INDEX "labour_line_technicians_by_card" ON "labour_line_technicians" USING btree ("job_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "technicians_one_per_staff" ON "technicians" USING btree ("staff_id") WHERE "technicians"."staff_id" is not null;--> statement-breakpoint
CREATE INDEX "technicians_by_workshop" ON "technicians" USING btree ("workshop_id","first_name");