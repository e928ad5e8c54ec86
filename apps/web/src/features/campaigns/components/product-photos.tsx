import { MAX_PRODUCT_IMAGES } from '@reelsmith/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../components/ui/file-drop-zone/file-drop-zone';
import { useErrorMessage } from '../../../lib/error-message';
import { useUploadProductImages } from '../api/upload-product-images';
import { PRODUCT_PHOTO_TYPES, checkProductPhotos } from '../utils/product-photos-check';

/** The manual product's 1–5 pictures: those uploaded, and a picker whose choice replaces them (uploaded at once). */
export function ProductPhotos({ campaignId, images }: { campaignId: string; images: readonly string[] }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const inputId = useId();
  const upload = useUploadProductImages(campaignId);
  const [checkError, setCheckError] = useState<string | null>(null);
  const pick = (files: File[]) => {
    const problem = checkProductPhotos(files);
    setCheckError(problem ? t(problem.key, problem.params) : null);
    if (!problem) upload.mutate(files);
  };
  const error = checkError ?? (upload.isError ? errorMessage(upload.error) : null);
  return (
    <div>
      <p className="text-sm font-medium">{t('campaigns.product.photos')}</p>
      <p className="mt-1 text-xs text-muted">{t('campaigns.product.photosHint', { max: MAX_PRODUCT_IMAGES })}</p>
      {images.length > 0 ? (
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={t('campaigns.product.photosUploaded')}>
          {images.map((src, index) => (
            <li key={src} className="aspect-square overflow-hidden rounded-lg border border-border bg-surface-strong">
              <img src={src} alt={t('campaigns.product.photo', { number: index + 1 })} className="size-full object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      <FileDropZone
        id={inputId}
        multiple
        accept={PRODUCT_PHOTO_TYPES.join(',')}
        disabled={upload.isPending}
        aria-describedby={error ? `${inputId}-error` : undefined}
        error={error}
        onFiles={pick}
        canDrop={false}
        className="mt-3 inline-flex h-11 items-center gap-2 rounded-full border border-border bg-surface px-5 text-sm font-semibold hover:bg-surface-strong"
      >
        <span aria-hidden="true">⇪</span>
        {upload.isPending ? t('campaigns.product.uploading') : images.length > 0 ? t('campaigns.product.replacePhotos') : t('campaigns.product.pickPhotos')}
      </FileDropZone>
      <p aria-live="polite" className="sr-only">
        {upload.isSuccess ? t('campaigns.product.uploaded') : ''}
      </p>
    </div>
  );
}
