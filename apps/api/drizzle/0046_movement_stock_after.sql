ALTER TABLE "stock_movements" ADD COLUMN "on_hand_after_milli" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "average_cost_after_fine" numeric(40, 0);