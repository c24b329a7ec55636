CREATE TABLE "catalog_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"offer_code" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"display_color" text NOT NULL,
	"image_url" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"terms" text[] DEFAULT '{}' NOT NULL,
	"terms_ar" text[],
	"discount_kind" text NOT NULL,
	"discount_basis_points" integer,
	"discount_cap_minor" integer,
	"discount_amount_minor" integer,
	CONSTRAINT "catalog_offers_dates_in_order" CHECK ("catalog_offers"."start_date" <= "catalog_offers"."end_date"),
	CONSTRAINT "catalog_offers_discount_complete" CHECK (("catalog_offers"."discount_kind" = 'percent' and "catalog_offers"."discount_basis_points" between 0 and 10000) or ("catalog_offers"."discount_kind" = 'flat' and "catalog_offers"."discount_amount_minor" >= 0))
);
--> statement-breakpoint
ALTER TABLE "catalog_offers" ADD CONSTRAINT "catalog_offers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_offers_brand_code" ON "catalog_offers" USING btree ("brand_id",upper("offer_code"));