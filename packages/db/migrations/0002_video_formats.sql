ALTER TABLE "videos" ADD COLUMN "asset_key" text;--> statement-breakpoint
CREATE INDEX "videos_source_idx" ON "videos" USING btree ("source_video_id");--> statement-breakpoint
CREATE INDEX "videos_asset_key_idx" ON "videos" USING btree ("asset_key");--> statement-breakpoint
-- Videos made before this migration keep their pictures, narration and music in their job's folder.
UPDATE "videos" SET "asset_key" = 'ads/' || "job_id" WHERE "job_id" IS NOT NULL AND "source_video_id" IS NULL;
