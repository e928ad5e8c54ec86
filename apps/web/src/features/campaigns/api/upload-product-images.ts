import { PRODUCT_IMAGES_FIELD, type CampaignDetails } from '@reelsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { writeCachedCampaign } from './get-campaign';

/** The multipart body of POST /api/campaigns/:id/product-images: 1–5 PNG or JPEG pictures. */
export function productImagesForm(images: readonly File[]): FormData {
  const form = new FormData();
  for (const image of images) form.append(PRODUCT_IMAGES_FIELD, image, image.name);
  return form;
}

/** POST /api/campaigns/:id/product-images: the pictures of a manual product, replacing those uploaded before (checked by content). */
export function uploadProductImages(id: string, images: readonly File[]): Promise<CampaignDetails> {
  return api<CampaignDetails>(`/api/campaigns/${encodeURIComponent(id)}/product-images`, { form: productImagesForm(images) });
}

/** Uploads the pictures; the answer (new product_images, preview cleared) replaces the cached campaign. */
export function useUploadProductImages(id: string) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (images: readonly File[]) => uploadProductImages(id, images),
    onSuccess: (details) => writeCachedCampaign(queryClient, id, language, details),
  });
}
