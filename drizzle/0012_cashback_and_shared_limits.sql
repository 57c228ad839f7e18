CREATE TABLE "cashback_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"week_key" text NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cashback_payouts" ADD CONSTRAINT "cashback_payouts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_payouts_uq" ON "cashback_payouts" USING btree ("brand_id","week_key");--> statement-breakpoint
CREATE INDEX "accounts_contact_phone_idx" ON "accounts" USING btree ("contact_phone") WHERE "accounts"."contact_phone" <> '';--> statement-breakpoint
CREATE INDEX "accounts_contact_email_idx" ON "accounts" USING btree (lower(trim("contact_email"))) WHERE "accounts"."contact_email" <> '';