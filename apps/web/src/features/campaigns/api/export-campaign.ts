import type { EXPORT_FORMATS } from '@reelsmith/contracts';
import { downloadFile, fallbackFileName } from '../../../lib/download-file';

/** CSV or Excel. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The address of a campaign's export: every row with its watch and MP4 links. */
export function exportUrl(id: string, format: ExportFormat): string {
  return `/api/campaigns/${encodeURIComponent(id)}/export?format=${format}`;
}

/** Saves the export (GET /api/campaigns/:id/export) to the device, under the server's name or else the campaign's. */
export function downloadCampaignExport(id: string, format: ExportFormat, campaignName: string): Promise<void> {
  return downloadFile(exportUrl(id, format), fallbackFileName(campaignName, 'campaign', format));
}
