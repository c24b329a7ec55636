ALTER TABLE "brands" ADD COLUMN "advance_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "advance_amount_minor" integer;--> statement-breakpoint
ALTER TABLE "catalog_services" ADD COLUMN "is_recommended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_advance" CHECK ("brands"."advance_basis_points" between 0 and 10000 and ("brands"."advance_amount_minor" is null or ("brands"."advance_amount_minor" >= 0 and "brands"."advance_basis_points" = 0)));