CREATE TABLE "campaign_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"variables" jsonb NOT NULL,
	"email" text,
	"phone" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"error_type" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"video_id" uuid,
	"email_status" text,
	"emailed_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"played_at" timestamp with time zone,
	"watched_percent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_recipients_status_check" CHECK ("campaign_recipients"."status" in ('pending', 'rendering', 'ready', 'failed', 'cancelled')),
	CONSTRAINT "campaign_recipients_email_status_check" CHECK ("campaign_recipients"."email_status" is null or "campaign_recipients"."email_status" in ('queued', 'sent', 'failed', 'unsubscribed')),
	CONSTRAINT "campaign_recipients_row_number_check" CHECK ("campaign_recipients"."row_number" >= 1),
	CONSTRAINT "campaign_recipients_attempts_check" CHECK ("campaign_recipients"."attempts" >= 0),
	CONSTRAINT "campaign_recipients_watched_percent_check" CHECK ("campaign_recipients"."watched_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"language" text NOT NULL,
	"format" text NOT NULL,
	"voice" text,
	"template" jsonb NOT NULL,
	"product" jsonb,
	"personalization" text DEFAULT 'template' NOT NULL,
	"mapping" jsonb NOT NULL,
	"source_file" jsonb NOT NULL,
	"cta" jsonb,
	"delivery" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"webhook_secret" text,
	"asset_key" text,
	"preview_status" text DEFAULT 'none' NOT NULL,
	"preview_video_id" uuid,
	"preview_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('draft', 'running', 'paused', 'completed', 'cancelled')),
	CONSTRAINT "campaigns_language_check" CHECK ("campaigns"."language" in ('en', 'es', 'pt-BR')),
	CONSTRAINT "campaigns_format_check" CHECK ("campaigns"."format" in ('9:16', '1:1', '16:9')),
	CONSTRAINT "campaigns_personalization_check" CHECK ("campaigns"."personalization" in ('template', 'ai')),
	CONSTRAINT "campaigns_preview_status_check" CHECK ("campaigns"."preview_status" in ('none', 'rendering', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "email_unsubscribes" (
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_unsubscribes_pk" PRIMARY KEY("user_id","email"),
	CONSTRAINT "email_unsubscribes_email_lower_check" CHECK ("email_unsubscribes"."email" = lower("email_unsubscribes"."email"))
);
--> statement-breakpoint
CREATE TABLE "watch_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"recipient_id" uuid,
	"kind" text NOT NULL,
	"viewer_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_events_kind_check" CHECK ("watch_events"."kind" in ('opened', 'played', 'watched_25', 'watched_50', 'watched_75', 'watched_100'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"event" text NOT NULL,
	"recipient_id" uuid,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_event_once" UNIQUE NULLS NOT DISTINCT("campaign_id","event","recipient_id"),
	CONSTRAINT "webhook_deliveries_event_check" CHECK ("webhook_deliveries"."event" in ('video.ready', 'campaign.completed')),
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "webhook_deliveries_attempts_check" CHECK ("webhook_deliveries"."attempts" >= 0),
	CONSTRAINT "webhook_deliveries_recipient_check" CHECK (("webhook_deliveries"."event" = 'video.ready') = ("webhook_deliveries"."recipient_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_preview_video_id_videos_id_fk" FOREIGN KEY ("preview_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_unsubscribes" ADD CONSTRAINT "email_unsubscribes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_events" ADD CONSTRAINT "watch_events_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_events" ADD CONSTRAINT "watch_events_recipient_id_campaign_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."campaign_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_recipient_id_campaign_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."campaign_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_row_unique" ON "campaign_recipients" USING btree ("campaign_id","row_number");--> statement-breakpoint
CREATE INDEX "campaign_recipients_status_idx" ON "campaign_recipients" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "campaign_recipients_video_idx" ON "campaign_recipients" USING btree ("video_id") WHERE "campaign_recipients"."video_id" is not null;--> statement-breakpoint
CREATE INDEX "campaign_recipients_pending_idx" ON "campaign_recipients" USING btree ("campaign_id","row_number") WHERE "campaign_recipients"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "campaigns_user_created_idx" ON "campaigns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_events_viewer_once" ON "watch_events" USING btree ("video_id","viewer_key","kind") WHERE "watch_events"."viewer_key" is not null;--> statement-breakpoint
CREATE INDEX "watch_events_video_created_idx" ON "watch_events" USING btree ("video_id","created_at");--> statement-breakpoint
CREATE INDEX "watch_events_recipient_idx" ON "watch_events" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_recipient_idx" ON "webhook_deliveries" USING btree ("recipient_id") WHERE "webhook_deliveries"."recipient_id" is not null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_campaign_idx" ON "videos" USING btree ("campaign_id");