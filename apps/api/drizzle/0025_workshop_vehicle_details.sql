ALTER TABLE "vehicles" ADD COLUMN "engine_number" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "average_km_per_day" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "next_service_date" date;