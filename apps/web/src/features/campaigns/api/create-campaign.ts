import { CUSTOMER_FILE_FIELD, type CampaignDetails, type Language, type VideoFormat } from '@reelsmith/contracts';
import { api } from '../../../lib/api-client';

/** What the new-campaign form sends: the customer list and the first choices. */
export interface NewCampaign {
  file: File;
  name?: string;
  language: Language;
  format: VideoFormat;
}

/** The multipart body of POST /api/campaigns, with the API's field names (an empty name is left out: the file's name is used). */
export function newCampaignForm(input: NewCampaign): FormData {
  const form = new FormData();
  form.set(CUSTOMER_FILE_FIELD, input.file, input.file.name);
  const name = input.name?.trim();
  if (name) form.set('name', name);
  form.set('language', input.language);
  form.set('format', input.format);
  return form;
}

/** POST /api/campaigns: a draft from a customer list (nothing is charged yet). */
export function createCampaign(input: NewCampaign): Promise<CampaignDetails> {
  return api<CampaignDetails>('/api/campaigns', { form: newCampaignForm(input) });
}
