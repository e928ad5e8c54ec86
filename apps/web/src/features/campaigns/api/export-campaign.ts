import type { EXPORT_FORMATS } from '@reelsmith/contracts';
import { ApiError, NetworkError } from '../../../lib/api-client';

/** CSV or Excel. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The address of a campaign's export: every row with its watch and MP4 links. */
export function exportUrl(id: string, format: ExportFormat): string {
  return `/api/campaigns/${encodeURIComponent(id)}/export?format=${format}`;
}

/** The file name the server proposes (Content-Disposition), else the campaign's name with the format's extension. */
export function exportFileName(contentDisposition: string | null, fallbackName: string, format: ExportFormat): string {
  const header = contentDisposition ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename="([^"]+)"/i.exec(header)?.[1];
  return plain ?? `${fallbackName.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'campaign'}.${format}`;
}

/**
 * Saves the export (GET /api/campaigns/:id/export) to the device. Fetched first rather than linked,
 * so a failure is told to the user instead of ending as a broken file in the downloads.
 */
export async function downloadCampaignExport(id: string, format: ExportFormat, campaignName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(exportUrl(id, format), { credentials: 'same-origin' });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = exportFileName(response.headers.get('content-disposition'), campaignName, format);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the memory can go.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
