import { useEffect, useState, useSyncExternalStore } from 'react';
import { cancelJob } from '../api/cancel-job';
import { createVideoFromData } from '../api/create-video-from-data';
import { createVideoFromUrl } from '../api/create-video-from-url';
import { getActiveJob } from '../api/get-active-job';
import { getJob } from '../api/get-job';
import { GenerationController, type GenerationApi, type GenerationEvents } from './generation-controller';

const API: GenerationApi = { getJob, getActiveJob, cancelJob, createFromUrl: createVideoFromUrl, createFromData: createVideoFromData };

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled by the browser: the server's active-job check still works.
    return null;
  }
}

/**
 * The signed-in user's generation (spec §4): its state, and the actions start, cancel, clear… Mount
 * it once per user (key the component by user id). It resumes a generation this tab was following,
 * or the one the server says is running, as soon as it mounts; a video finished before, only with
 * `keepFinished`.
 */
export function useGeneration(userId: string, events: GenerationEvents, options: { keepFinished?: boolean } = {}) {
  const [controller] = useState(() => new GenerationController({ api: API, storage: sessionStorageOrNull(), userId, ...options }));
  useEffect(() => {
    controller.setEvents(events);
  }, [controller, events]);
  useEffect(() => {
    controller.activate();
    return () => controller.deactivate();
  }, [controller]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  return { state, controller };
}
