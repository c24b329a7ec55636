CREATE TABLE "body_damage_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"key" text NOT NULL,
	"display_name" text NOT NULL,
	"display_name_ar" text,
	"sort_order" integer NOT NULL,
	CONSTRAINT "body_damage_types_id_brand" UNIQUE("id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "body_part_damage_types" (
	"brand_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"damage_type_id" uuid NOT NULL,
	CONSTRAINT "body_part_damage_types_pk" PRIMARY KEY("part_id","damage_type_id")
);
--> statement-breakpoint
CREATE TABLE "body_parts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"vehicle_type" text NOT NULL,
	"key" text NOT NULL,
	"display_name" text NOT NULL,
	"display_name_ar" text,
	"sort_order" integer NOT NULL,
	CONSTRAINT "body_parts_id_brand" UNIQUE("id","brand_id")
);
--> statement-breakpoint
ALTER TABLE "body_damage_types" ADD CONSTRAINT "body_damage_types_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_part_damage_types" ADD CONSTRAINT "body_part_damage_types_part_fk" FOREIGN KEY ("part_id","brand_id") REFERENCES "public"."body_parts"("id","brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_part_damage_types" ADD CONSTRAINT "body_part_damage_types_damage_type_fk" FOREIGN KEY ("damage_type_id","brand_id") REFERENCES "public"."body_damage_types"("id","brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_parts" ADD CONSTRAINT "body_parts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "body_damage_types_brand_key" ON "body_damage_types" USING btree ("brand_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "body_parts_brand_key" ON "body_parts" USING btree ("brand_id","key");--> statement-breakpoint
CREATE INDEX "body_parts_brand_type_idx" ON "body_parts" USING btree ("brand_id","vehicle_type");