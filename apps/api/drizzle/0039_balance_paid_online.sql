ALTER TABLE "payment_orders" ADD COLUMN "purpose" text DEFAULT 'advance' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_gateway_payment" ON "card_payments" USING btree ("gateway_payment_id");