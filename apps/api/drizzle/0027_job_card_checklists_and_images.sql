ALTER TABLE "job_cards" ADD COLUMN "checklists" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_cards" ADD COLUMN "image_keys" text[] DEFAULT '{}' NOT NULL;