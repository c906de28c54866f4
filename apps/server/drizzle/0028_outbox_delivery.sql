ALTER TABLE "outbox" ADD COLUMN "delivery_status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_delivery_status_check" CHECK ("outbox"."delivery_status" in ('queued', 'sent', 'failed'));