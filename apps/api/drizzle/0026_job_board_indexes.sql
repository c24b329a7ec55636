DROP INDEX "job_cards_board";--> statement-breakpoint
DROP INDEX "job_cards_board_by_status";--> statement-breakpoint
CREATE INDEX "job_cards_by_booking_code" ON "job_cards" USING btree ("workshop_id","booking_code") WHERE "job_cards"."booking_code" is not null;--> statement-breakpoint
CREATE INDEX "job_cards_board" ON "job_cards" USING btree ("brand_id","workshop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_cards_board_by_status" ON "job_cards" USING btree ("brand_id","workshop_id","status","created_at","id");