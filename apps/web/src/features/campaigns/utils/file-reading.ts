import type { CampaignSourceFile, UpdateCampaignRequest } from '@reelsmith/contracts';

/** How the customer file is read: which sheet (Excel), and whether its first row names the columns. */
export interface FileReading {
  sheet: string | null;
  hasHeader: boolean;
}

/** The sheets to choose from: those of a workbook with more than one, else none (nothing to choose). */
export function sheetChoices(file: Pick<CampaignSourceFile, 'kind' | 'sheets'>): string[] {
  return file.kind === 'xlsx' && file.sheets && file.sheets.length > 1 ? file.sheets : [];
}

/**
 * The reading to show: the one being saved while a change of sheet or header is on its way (so the
 * control does not jump back until the server answers), else the one the server holds.
 */
export function shownReading(file: Pick<CampaignSourceFile, 'sheet' | 'has_header'>, saving: UpdateCampaignRequest | undefined): FileReading {
  return { sheet: saving?.sheet ?? file.sheet, hasHeader: saving?.has_header ?? file.has_header };
}

/** The PATCH that reads the file another way, or null when the choice is the reading it has. */
export function readingChange(file: Pick<CampaignSourceFile, 'sheet' | 'has_header'>, choice: Partial<FileReading>): UpdateCampaignRequest | null {
  if (choice.sheet !== undefined && choice.sheet !== null && choice.sheet !== file.sheet) return { sheet: choice.sheet };
  if (choice.hasHeader !== undefined && choice.hasHeader !== file.has_header) return { has_header: choice.hasHeader };
  return null;
}
