import { downloadFile, fallbackFileName } from '../../../lib/download-file';

/** Saves a video (GET /api/videos/:id/file?download=1) to the device, under the server's name or else its title. */
export function downloadVideo(url: string, title: string): Promise<void> {
  return downloadFile(url, fallbackFileName(title, 'video', 'mp4'));
}
