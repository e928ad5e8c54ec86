import type { UrlToVideoFeedbackRequest } from '@reelsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/feedback/url-to-video: a row of url_to_video_feedback (the product page and the comment, trimmed by the server too). */
export function sendUrlToVideoFeedback(body: UrlToVideoFeedbackRequest): Promise<{ ok: true; message: string }> {
  return api('/api/feedback/url-to-video', { json: body });
}

/** Sends feedback on a video of the public page; resolves with the server's thank-you in the page's language. */
export function useSendUrlToVideoFeedback() {
  return useMutation({ mutationFn: sendUrlToVideoFeedback });
}
