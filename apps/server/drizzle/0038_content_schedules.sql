ALTER TABLE "banners" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_entries" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_entries" ADD COLUMN "end_at" timestamp with time zone;