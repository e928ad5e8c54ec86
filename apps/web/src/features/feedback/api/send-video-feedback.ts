import type { VideoFeedbackRequest } from '@reelsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/videos/:id/feedback: thumbs, category and comment on one of the user's videos. */
export function sendVideoFeedback(videoId: string, feedback: VideoFeedbackRequest): Promise<{ ok: true; message: string }> {
  return api(`/api/videos/${encodeURIComponent(videoId)}/feedback`, { json: feedback });
}

/** Sends the feedback on a video; resolves with the server's thank-you (in the page's language). */
export function useSendVideoFeedback(videoId: string) {
  return useMutation({ mutationFn: (feedback: VideoFeedbackRequest) => sendVideoFeedback(videoId, feedback) });
}
