import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { clipsQueryKey, type Clip } from '../api/list-clips';
import { uploadClip } from '../api/upload-clip';
import { MAX_CLIP_SIZE_LABEL, checkClipFile, uploadPercent } from '../utils/clip-file';

/** Where an upload stands: nothing yet, sending (how much), sent (the clip is being prepared), or refused. */
export type ClipUploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; percent: number }
  | { kind: 'uploaded'; name: string; clipId: string }
  | { kind: 'error'; message: string };

/**
 * Sends one clip at a time: checked in the browser first (kind and size, with the server's own
 * sentences), then uploaded with its progress; the server's refusal is shown in its words. The new
 * clip joins the list at once, which then follows its preparation. Leaving the page cancels it.
 */
export function useClipUpload() {
  const { t: tShared } = useTranslation('shared');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ClipUploadState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = (file: File) => {
    if (running.current) return;
    const problem = checkClipFile(file);
    if (problem) {
      setState({ kind: 'error', message: problem === 'type' ? tShared('errors.CLIP_TYPE_INVALID') : tShared('errors.CLIP_TOO_LARGE', { limit: MAX_CLIP_SIZE_LABEL }) });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    let shown = -1;
    setState({ kind: 'uploading', name: file.name, percent: 0 });
    uploadClip(file, {
      signal: controller.signal,
      onProgress: (loaded, total) => {
        const percent = uploadPercent(loaded, total);
        // Progress events come many times a second: the page changes only when the number does.
        if (percent === shown) return;
        shown = percent;
        setState({ kind: 'uploading', name: file.name, percent });
      },
    })
      .then((clip) => {
        queryClient.setQueryData<Clip[]>(clipsQueryKey, (clips = []) => [clip, ...clips.filter((other) => other.id !== clip.id)]);
        void queryClient.invalidateQueries({ queryKey: clipsQueryKey });
        setState({ kind: 'uploaded', name: clip.name, clipId: clip.id });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) setState({ kind: 'idle' });
        else setState({ kind: 'error', message: errorMessage(error) });
      })
      .finally(() => {
        running.current = null;
      });
  };

  return { state, start, cancel: () => running.current?.abort() };
}
