import { CLIP_FILE_FIELD, type Clip } from '@reelsmith/contracts';
import { ApiError, NetworkError, pageLanguage } from '../../../lib/api-client';

/** How much of the upload has been sent, in bytes. */
export type UploadProgress = (loaded: number, total: number) => void;

/** The server's error body, when it sent one. */
function errorOf(text: string): { code?: string; message?: string } | undefined {
  try {
    return (JSON.parse(text) as { error?: { code?: string; message?: string } }).error;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/clips with the video, reporting how much has been sent. XMLHttpRequest rather than the
 * api() wrapper because fetch cannot tell upload progress; like api(), it sends the page's language,
 * the session cookie, and throws ApiError with the server's translated message (NetworkError when
 * the server cannot be reached; an AbortError when `signal` cancels it).
 */
export function uploadClip(file: File, options: { onProgress?: UploadProgress; signal?: AbortSignal } = {}): Promise<Clip> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const form = new FormData();
    form.append(CLIP_FILE_FIELD, file);
    request.open('POST', '/api/clips');
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', pageLanguage());
    request.upload.onprogress = (event) => options.onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as Clip);
        } catch (error) {
          reject(new NetworkError(error));
        }
        return;
      }
      const error = errorOf(request.responseText);
      reject(new ApiError(request.status, error?.code ?? `HTTP_${request.status}`, error?.message ?? request.statusText));
    };
    request.onerror = () => reject(new NetworkError(new Error('the upload failed')));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
