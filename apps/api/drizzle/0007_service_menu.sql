CREATE TABLE "catalog_articles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"list_id" text NOT NULL,
	"title" text NOT NULL,
	"title_ar" text,
	"short_description" text NOT NULL,
	"short_description_ar" text,
	"display_color" text NOT NULL,
	"webpage_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_faqs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"list_id" text NOT NULL,
	"question" text NOT NULL,
	"question_ar" text,
	"answer" text NOT NULL,
	"answer_ar" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_service_prices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"segment" text NOT NULL,
	"make_segment" text,
	"make_id" text,
	"model_id" text,
	"catalog_vehicle_id" text,
	"fuel_type" text,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "catalog_service_prices_amount_nonnegative" CHECK ("catalog_service_prices"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalog_services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"key" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"category" text NOT NULL,
	"display_name" text NOT NULL,
	"display_name_ar" text,
	"short_description" text NOT NULL,
	"short_description_ar" text,
	"display_tags" text[] DEFAULT '{}' NOT NULL,
	"promotional_text" text,
	"promotional_text_ar" text,
	"image_url" text,
	"damage_type_id" text,
	"part_id" text,
	"faq_list_id" text,
	"article_list_id" text,
	"add_on_sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_articles" ADD CONSTRAINT "catalog_articles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_faqs" ADD CONSTRAINT "catalog_faqs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_service_prices" ADD CONSTRAINT "catalog_service_prices_service_id_catalog_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."catalog_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_services" ADD CONSTRAINT "catalog_services_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_articles_list_idx" ON "catalog_articles" USING btree ("brand_id","list_id","sort_order");--> statement-breakpoint
CREATE INDEX "catalog_faqs_list_idx" ON "catalog_faqs" USING btree ("brand_id","list_id","sort_order");--> statement-breakpoint
CREATE INDEX "catalog_service_prices_service_idx" ON "catalog_service_prices" USING btree ("service_id","segment");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_services_brand_key" ON "catalog_services" USING btree ("brand_id","key");--> statement-breakpoint
CREATE INDEX "catalog_services_brand_type_idx" ON "catalog_services" USING btree ("brand_id","vehicle_type","sort_order");