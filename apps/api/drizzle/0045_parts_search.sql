CREATE INDEX "parts_by_key_part" ON "parts" USING gin ("brand_id","part_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_by_name_part" ON "parts" USING gin ("brand_id","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_by_fit_part" ON "parts" USING gin ("brand_id","vehicle_fit" gin_trgm_ops);