import { ApiError, NetworkError } from '../../../lib/api-client';

/** The file name the server proposes (Content-Disposition), else the title as an MP4. */
function fileNameOf(response: Response, title: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename="([^"]+)"/i.exec(header)?.[1];
  return plain ?? `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'video'}.mp4`;
}

/**
 * Saves a video (GET /api/videos/:id/file?download=1) to the device. Fetched first rather than
 * linked, so a failure can be told to the user instead of ending as a broken file in the downloads.
 */
export async function downloadVideo(url: string, title: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameOf(response, title);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the memory can go.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
