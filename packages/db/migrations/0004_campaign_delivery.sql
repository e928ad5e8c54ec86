CREATE TABLE "clips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"container" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"source_key" text,
	"media_key" text,
	"poster_key" text,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"has_audio" boolean,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clips_media_key_unique" UNIQUE("media_key"),
	CONSTRAINT "clips_status_check" CHECK ("clips"."status" in ('processing', 'ready', 'failed')),
	CONSTRAINT "clips_container_check" CHECK ("clips"."container" in ('mp4', 'mov', 'webm')),
	CONSTRAINT "clips_size_check" CHECK ("clips"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "script" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "clip_id" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "clip_position" text;--> statement-breakpoint
ALTER TABLE "watch_events" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clips_user_created_idx" ON "clips" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_clip_id_clips_id_fk" FOREIGN KEY ("clip_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_events" ADD CONSTRAINT "watch_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_recipients_rendering_idx" ON "campaign_recipients" USING btree ("updated_at") WHERE "campaign_recipients"."status" = 'rendering';--> statement-breakpoint
CREATE INDEX "campaign_recipients_email_queued_idx" ON "campaign_recipients" USING btree ("updated_at") WHERE "campaign_recipients"."email_status" = 'queued';--> statement-breakpoint
CREATE INDEX "campaigns_clip_idx" ON "campaigns" USING btree ("clip_id") WHERE "campaigns"."clip_id" is not null;--> statement-breakpoint
CREATE INDEX "watch_events_campaign_created_idx" ON "watch_events" USING btree ("campaign_id","created_at") WHERE "watch_events"."campaign_id" is not null;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_clip_position_check" CHECK ("campaigns"."clip_position" is null or "campaigns"."clip_position" in ('start', 'end'));