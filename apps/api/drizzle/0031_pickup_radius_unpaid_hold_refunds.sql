CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"gateway_refund_id" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "unpaid_hold_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "pickup_radius_km" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_order" ON "payment_refunds" USING btree ("payment_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_gateway_refund" ON "payment_refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_booking_idx" ON "payment_refunds" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_unpaid_hold" CHECK ("brands"."unpaid_hold_minutes" between 1 and 1440);--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_pickup_radius" CHECK ("workshops"."pickup_radius_km" between 0 and 500);