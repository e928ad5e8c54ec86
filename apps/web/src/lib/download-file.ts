import { ApiError, NetworkError, pageLanguage } from './api-client';

/** The name to save under when the server proposes none: the title without what file systems refuse, else `otherwise`. */
export function fallbackFileName(title: string, otherwise: string, extension: string): string {
  return `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || otherwise}.${extension}`;
}

/** The file name the server proposes (Content-Disposition, its UTF-8 form first), else `fallback`. */
export function proposedFileName(contentDisposition: string | null, fallback: string): string {
  const header = contentDisposition ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Fall through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * Saves a file from our API to the device under the server's name. Fetched first rather than
 * linked, so a failure can be told to the user instead of ending as a broken file in the downloads;
 * with the page's language, which the server writes the file's own words in (an export's errors).
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: { 'accept-language': pageLanguage() } });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = proposedFileName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the memory can go.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
