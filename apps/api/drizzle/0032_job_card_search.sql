-- Added by hand: the trigram operator classes below are pg_trgm's (PGlite loads it as a contrib extension, db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "job_cards_by_mobile";--> statement-breakpoint
CREATE INDEX "job_cards_by_plate_end" ON "job_cards" USING btree ("workshop_id",reverse("vehicle_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "job_cards_by_mobile_part" ON "job_cards" USING gin ("mobile_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_cards_by_name_part" ON "job_cards" USING gin ("customer_name" gin_trgm_ops);