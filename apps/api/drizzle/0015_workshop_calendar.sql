CREATE TABLE "workshop_slots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"slot_date" date NOT NULL,
	"start_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "workshop_slots_within_capacity" CHECK ("workshop_slots"."booked" between 0 and "workshop_slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "slot_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "bays" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "holidays" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_slots" ADD CONSTRAINT "workshop_slots_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_slots" ADD CONSTRAINT "workshop_slots_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_slots_one_per_start" ON "workshop_slots" USING btree ("workshop_id","slot_date","start_time");--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_slots" CHECK ("workshops"."slot_minutes" between 15 and 240 and "workshops"."bays" between 1 and 100);