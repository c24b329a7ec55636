CREATE TABLE "debit_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"inward_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"number" text NOT NULL,
	"day" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"document" jsonb NOT NULL,
	"issued_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inward_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"inward_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"part_id" uuid NOT NULL,
	"order_line_id" uuid,
	"quantity_milli" integer NOT NULL,
	"returned_milli" integer DEFAULT 0 NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"tax_rate_basis_points" integer NOT NULL,
	CONSTRAINT "inward_lines_quantities" CHECK ("inward_lines"."quantity_milli" > 0 and "inward_lines"."returned_milli" between 0 and "inward_lines"."quantity_milli")
);
--> statement-breakpoint
CREATE TABLE "inwards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"number" text NOT NULL,
	"inward_date" text NOT NULL,
	"bill_number" text,
	"bill_key" text,
	"challan_number" text,
	"challan_key" text,
	"bill_date" text,
	"amount_minor" bigint NOT NULL,
	"barcode" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"market" text NOT NULL,
	"is_intra_state" boolean DEFAULT true NOT NULL,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_line_issues" (
	"job_card_line_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"job_card_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"issued_milli" integer NOT NULL,
	"value_minor" bigint NOT NULL,
	CONSTRAINT "job_line_issues_positive" CHECK ("job_line_issues"."issued_milli" > 0 and "job_line_issues"."value_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "part_stocks" (
	"part_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"on_hand_milli" bigint DEFAULT 0 NOT NULL,
	"average_cost_fine" numeric(40, 0) DEFAULT '0' NOT NULL,
	"reorder_level_milli" bigint DEFAULT 0 NOT NULL,
	"bin" text,
	CONSTRAINT "part_stocks_part_id_workshop_id_pk" PRIMARY KEY("part_id","workshop_id"),
	CONSTRAINT "part_stocks_on_hand" CHECK ("part_stocks"."on_hand_milli" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"part_number" text NOT NULL,
	"part_key" text NOT NULL,
	"name" text NOT NULL,
	"part_type" text,
	"maker_brand" text,
	"hsn" text,
	"tax_rate_basis_points" integer NOT NULL,
	"unit" text NOT NULL,
	"mrp_minor" bigint,
	"purchase_price_minor" bigint NOT NULL,
	"selling_price_minor" bigint NOT NULL,
	"barcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"part_id" uuid NOT NULL,
	"quantity_milli" integer NOT NULL,
	"received_milli" integer DEFAULT 0 NOT NULL,
	"unit_price_minor" bigint,
	"job_card_line_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "purchase_order_lines_quantities" CHECK ("purchase_order_lines"."quantity_milli" > 0 and "purchase_order_lines"."received_milli" between 0 and "purchase_order_lines"."quantity_milli")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"number" text NOT NULL,
	"expected_on" text,
	"remarks" text,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity_milli" integer NOT NULL,
	"value_minor" bigint NOT NULL,
	"document_kind" text NOT NULL,
	"document_id" uuid NOT NULL,
	"document_number" text NOT NULL,
	"job_card_line_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"from_workshop_id" uuid NOT NULL,
	"to_workshop_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'inTransit' NOT NULL,
	"remarks" text,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "stock_transfers_branches" CHECK ("stock_transfers"."from_workshop_id" <> "stock_transfers"."to_workshop_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"inward_id" uuid NOT NULL,
	"number" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"tax_registration_number" text,
	"contact_name" text,
	"mobile_number" text,
	"email" text,
	"address" text,
	"payment_terms_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_inward_id_inwards_id_fk" FOREIGN KEY ("inward_id") REFERENCES "public"."inwards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_issued_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("issued_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inward_lines" ADD CONSTRAINT "inward_lines_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inward_lines" ADD CONSTRAINT "inward_lines_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inward_lines" ADD CONSTRAINT "inward_lines_inward_id_inwards_id_fk" FOREIGN KEY ("inward_id") REFERENCES "public"."inwards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inward_lines" ADD CONSTRAINT "inward_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inward_lines" ADD CONSTRAINT "inward_lines_order_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inwards" ADD CONSTRAINT "inwards_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inwards" ADD CONSTRAINT "inwards_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inwards" ADD CONSTRAINT "inwards_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inwards" ADD CONSTRAINT "inwards_created_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_line_issues" ADD CONSTRAINT "job_line_issues_job_card_line_id_job_card_lines_id_fk" FOREIGN KEY ("job_card_line_id") REFERENCES "public"."job_card_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_line_issues" ADD CONSTRAINT "job_line_issues_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_line_issues" ADD CONSTRAINT "job_line_issues_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_line_issues" ADD CONSTRAINT "job_line_issues_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_line_issues" ADD CONSTRAINT "job_line_issues_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_stocks" ADD CONSTRAINT "part_stocks_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_stocks" ADD CONSTRAINT "part_stocks_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_stocks" ADD CONSTRAINT "part_stocks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_job_card_line_id_job_card_lines_id_fk" FOREIGN KEY ("job_card_line_id") REFERENCES "public"."job_card_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_from_workshop_id_workshops_id_fk" FOREIGN KEY ("from_workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_to_workshop_id_workshops_id_fk" FOREIGN KEY ("to_workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_returns" ADD CONSTRAINT "vendor_returns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_returns" ADD CONSTRAINT "vendor_returns_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_returns" ADD CONSTRAINT "vendor_returns_inward_id_inwards_id_fk" FOREIGN KEY ("inward_id") REFERENCES "public"."inwards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debit_notes_one_per_inward" ON "debit_notes" USING btree ("inward_id");--> statement-breakpoint
CREATE UNIQUE INDEX "debit_notes_number_per_workshop" ON "debit_notes" USING btree ("workshop_id","number");--> statement-breakpoint
CREATE INDEX "debit_notes_register_idx" ON "debit_notes" USING btree ("workshop_id","day");--> statement-breakpoint
CREATE INDEX "inward_lines_inward_idx" ON "inward_lines" USING btree ("inward_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "inwards_number_per_workshop" ON "inwards" USING btree ("workshop_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "inwards_bill_per_vendor" ON "inwards" USING btree ("vendor_id","bill_key") WHERE "inwards"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "inwards_challan_per_vendor" ON "inwards" USING btree ("vendor_id","challan_key") WHERE "inwards"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "inwards_vendor_idx" ON "inwards" USING btree ("vendor_id","inward_date");--> statement-breakpoint
CREATE INDEX "job_line_issues_card_idx" ON "job_line_issues" USING btree ("job_card_id");--> statement-breakpoint
CREATE INDEX "part_stocks_workshop_idx" ON "part_stocks" USING btree ("workshop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_number_per_brand" ON "parts" USING btree ("brand_id","part_key");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_barcode_per_brand" ON "parts" USING btree ("brand_id","barcode");--> statement-breakpoint
CREATE INDEX "parts_name_idx" ON "parts" USING btree ("brand_id","name");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_job_line_idx" ON "purchase_order_lines" USING btree ("job_card_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_per_workshop" ON "purchase_orders" USING btree ("workshop_id","number");--> statement-breakpoint
CREATE INDEX "stock_movements_part_idx" ON "stock_movements" USING btree ("part_id","workshop_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_document_idx" ON "stock_movements" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfers_number" ON "stock_transfers" USING btree ("from_workshop_id","number");--> statement-breakpoint
CREATE INDEX "stock_transfers_to_idx" ON "stock_transfers" USING btree ("to_workshop_id","status");--> statement-breakpoint
CREATE INDEX "vendors_workshop_idx" ON "vendors" USING btree ("workshop_id","name");