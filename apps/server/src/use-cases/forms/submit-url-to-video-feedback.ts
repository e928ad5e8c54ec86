import { urlToVideoFeedback, type Db } from '@reelsmith/db';
import { AppError } from '../../errors';

/** Stores feedback left on the public URL-to-video page (table url_to_video_feedback). */
export async function submitUrlToVideoFeedback({
  db,
  feedback,
  userId,
}: {
  db: Db;
  feedback: { url: string; feedbackText: string };
  userId: string | null;
}): Promise<void> {
  try {
    await db.insert(urlToVideoFeedback).values({ url: feedback.url, feedbackText: feedback.feedbackText, userId });
  } catch (error) {
    throw new AppError('FEEDBACK_FAILED', { cause: error, internalMessage: 'could not store URL-to-video feedback' });
  }
}
