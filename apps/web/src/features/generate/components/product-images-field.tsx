import { MAX_PRODUCT_IMAGES } from '@reelsmith/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../components/ui/file-drop-zone/file-drop-zone';
import { formatMessage, type Message } from '../hooks/generation-machine';
import { ACCEPTED_IMAGE_TYPES, addImages } from './product-form-rules';

/** A picture chosen for the manual entry, with its preview address. */
export interface PickedImage {
  id: string;
  file: File;
  previewUrl: string;
  type: string;
  size: number;
}

let nextId = 0;
function picked(file: File): PickedImage {
  nextId += 1;
  return { id: `image-${nextId}`, file, previewUrl: URL.createObjectURL(file), type: file.type, size: file.size };
}

/** Frees the preview addresses of pictures no longer shown. */
function releaseImages(images: readonly PickedImage[]): void {
  for (const image of images) URL.revokeObjectURL(image.previewUrl);
}

/** 1–5 product pictures (PNG or JPG, 10 MB each): pick or drop, previews, remove. */
export function ProductImagesField({
  images,
  onChange,
  error,
}: {
  images: readonly PickedImage[];
  onChange: (images: readonly PickedImage[], error: string | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const say = (message: Message) => formatMessage(t, message);

  const add = (files: File[]) => {
    const result = addImages(images, files.map((file) => ({ type: file.type, size: file.size, file })));
    if (result.error) return onChange(images, say(result.error));
    onChange([...images, ...result.images.slice(images.length).map((entry) => picked(entry.file))], null);
  };
  const remove = (image: PickedImage) => {
    releaseImages([image]);
    onChange(
      images.filter((other) => other.id !== image.id),
      null,
    );
  };

  const isFull = images.length >= MAX_PRODUCT_IMAGES;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('create.images.label')}
        </label>
        <span className="text-xs text-muted">{t('create.images.count', { chosen: images.length, max: MAX_PRODUCT_IMAGES })}</span>
      </div>
      <FileDropZone
        id={inputId}
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple
        disabled={isFull}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
        error={error}
        onFiles={add}
        className="mt-2 gap-1 rounded-xl py-6"
      >
        <span aria-hidden="true" className="text-2xl text-brand">
          ⇪
        </span>
        <span className="text-sm font-semibold">{isFull ? t('create.images.full') : t('create.images.pick')}</span>
        <span id={`${inputId}-hint`} className="text-xs text-muted">
          {t('create.images.hint', { max: MAX_PRODUCT_IMAGES })}
        </span>
      </FileDropZone>
      {images.length > 0 ? (
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={t('create.images.chosen')}>
          {images.map((image, index) => (
            <li key={image.id} className="group relative aspect-square overflow-hidden rounded-lg border border-border bg-surface-strong">
              <img src={image.previewUrl} alt={t('create.images.preview', { number: index + 1, name: image.file.name })} className="size-full object-cover" />
              <button
                type="button"
                onClick={() => remove(image)}
                aria-label={t('create.images.remove', { number: index + 1, name: image.file.name })}
                className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-black/70 text-sm text-white hover:bg-black focus-visible:outline-2 focus-visible:outline-white"
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
