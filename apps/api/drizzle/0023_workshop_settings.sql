ALTER TABLE "workshops" ADD COLUMN "branch_name" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "tax_registration" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "bank_ifsc" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "bank_branch_code" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "invoice_number_mode" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "invoice_prefix" text;