-- Added by hand: pg_trgm's trigram operator class, and btree_gin's for the workshop beside it in one GIN
-- index. Both are trusted extensions (a database owner may create them) and ship in PGlite's package
-- (db/client.ts loads them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "job_cards_by_plate_end" ON "job_cards" USING btree ("workshop_id",reverse("vehicle_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "job_cards_by_mobile_part" ON "job_cards" USING gin ("workshop_id","mobile_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_cards_by_name_part" ON "job_cards" USING gin ("workshop_id","customer_name" gin_trgm_ops);