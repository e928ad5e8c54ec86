import { MAX_PRODUCT_IMAGES } from '@reelsmith/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
    if (files.length === 0) return;
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
      <input
        id={inputId}
        type="file"
        multiple
        accept={PRODUCT_PHOTO_TYPES.join(',')}
        disabled={upload.isPending}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className="peer sr-only"
        onChange={(event) => {
          pick([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className="mt-3 inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-surface px-5 text-sm font-semibold hover:bg-surface-strong peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        <span aria-hidden="true">⇪</span>
        {upload.isPending ? t('campaigns.product.uploading') : images.length > 0 ? t('campaigns.product.replacePhotos') : t('campaigns.product.pickPhotos')}
      </label>
      <p aria-live="polite" className="sr-only">
        {upload.isSuccess ? t('campaigns.product.uploaded') : ''}
      </p>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
