import * as Tabs from '@radix-ui/react-tabs';
import { LANGUAGES, LANGUAGE_NAMES, MIN_DESCRIPTION_LENGTH_EXCLUSIVE, type Language, type VideoFormat } from '@reelsmith/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormatChoice } from '../../../components/ui/format-choice/format-choice';
import type { GenerationRequest } from '../hooks/generation-controller';
import { formatMessage, type Message, type RequestField } from '../hooks/generation-machine';
import { ProductImagesField, type PickedImage } from './product-images-field';
import { checkDescription, checkImageCount, checkProductUrl } from './product-form-rules';

/** The two ways to describe the product (spec §2: tabs From URL and Manual Entry). */
export type CreateMode = 'url' | 'manual';

interface FormValues {
  productUrl: string;
  description: string;
  title: string;
  format: VideoFormat;
  language: Language | '';
}

const INPUT = 'mt-2 block w-full rounded-xl border bg-surface px-4 text-fg placeholder:text-muted/80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand';
const inputBorder = (hasError: boolean) => (hasError ? 'border-red-500/70' : 'border-border');

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

/**
 * The create-video form: a product page address, or a description with 1–5 pictures; an optional
 * title; the format and the language of the voice-over. Checks what spec §5 asks before sending.
 */
export function CreateVideoForm({
  mode,
  onModeChange,
  canSubmit,
  isSubmitting,
  serverError,
  credits,
  onSubmit,
}: {
  mode: CreateMode;
  onModeChange: (mode: CreateMode) => void;
  canSubmit: boolean;
  isSubmitting: boolean;
  /** A refusal of the server, shown beside its field (or above the button). */
  serverError: { message: string; field: RequestField | null } | null;
  credits: number | null;
  onSubmit: (request: GenerationRequest) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const say = (message: Message | null) => (message ? formatMessage(t, message) : true);
  const { register, handleSubmit, control, formState } = useForm<FormValues>({
    defaultValues: { productUrl: '', description: '', title: '', format: '9:16', language: '' },
  });
  const description = useWatch({ control, name: 'description' });
  const [images, setImages] = useState<readonly PickedImage[]>([]);
  const [imagesError, setImagesError] = useState<string | null>(null);

  const submit = handleSubmit(
    (values) => {
      const language = values.language || undefined;
      const title = values.title.trim() || undefined;
      if (mode === 'url') {
        onSubmit({ source: 'url', body: { product_url: values.productUrl.trim(), video_title: title ?? null, format: values.format, ...(language ? { language } : {}) } });
        return;
      }
      const imageError = checkImageCount(images.length);
      if (imageError) return setImagesError(formatMessage(t, imageError));
      onSubmit({ source: 'data', input: { description: values.description.trim(), images: images.map((image) => image.file), ...(title ? { title } : {}), format: values.format, ...(language ? { language } : {}) } });
    },
    () => {
      const imageError = mode === 'manual' ? checkImageCount(images.length) : null;
      if (imageError) setImagesError(formatMessage(t, imageError));
    },
  );

  const fieldError = (field: RequestField, own: string | undefined) => own ?? (serverError?.field === field ? serverError.message : undefined);
  const urlError = fieldError('url', formState.errors.productUrl?.message);
  const descriptionError = fieldError('description', formState.errors.description?.message);
  const imageError = imagesError ?? fieldError('images', undefined);
  const describedBy = (errorId: string, hasError: boolean, hintId?: string) => (hasError ? errorId : hintId);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <Tabs.Root value={mode} onValueChange={(value) => onModeChange(value as CreateMode)}>
        <Tabs.List aria-label={t('create.tabs.label')} className="grid grid-cols-2 gap-1 rounded-full border border-border bg-surface-strong p-1">
          {(['url', 'manual'] as const).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="h-10 rounded-full px-4 text-sm font-semibold text-muted transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm"
            >
              {t(value === 'url' ? 'create.tabs.url' : 'create.tabs.manual')}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="url" forceMount className="mt-6 data-[state=inactive]:hidden focus-visible:outline-none">
          <label htmlFor={`${id}-url`} className="text-sm font-medium">
            {t('create.url.label')}
          </label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={t('create.url.placeholder')}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={describedBy(`${id}-url-error`, Boolean(urlError), `${id}-url-hint`)}
            className={`${INPUT} h-12 ${inputBorder(Boolean(urlError))}`}
            {...register('productUrl', { validate: (value) => mode !== 'url' || say(checkProductUrl(value)) })}
          />
          <FieldError id={`${id}-url-error`} message={urlError} />
          <p id={`${id}-url-hint`} className="mt-2 text-sm text-muted">
            {t('create.url.hint')}
          </p>
        </Tabs.Content>

        <Tabs.Content value="manual" forceMount className="mt-6 space-y-6 data-[state=inactive]:hidden focus-visible:outline-none">
          <div>
            <div className="flex items-baseline justify-between gap-4">
              <label htmlFor={`${id}-description`} className="text-sm font-medium">
                {t('create.description.label')}
              </label>
              <span id={`${id}-description-count`} className="text-xs text-muted">
                {t('create.description.count', { length: description.trim().length, minimum: MIN_DESCRIPTION_LENGTH_EXCLUSIVE + 1 })}
              </span>
            </div>
            <textarea
              id={`${id}-description`}
              rows={5}
              placeholder={t('create.description.placeholder')}
              aria-invalid={descriptionError ? true : undefined}
              aria-describedby={describedBy(`${id}-description-error`, Boolean(descriptionError), `${id}-description-count`)}
              className={`${INPUT} min-h-32 py-3 ${inputBorder(Boolean(descriptionError))}`}
              {...register('description', { validate: (value) => mode !== 'manual' || say(checkDescription(value)) })}
            />
            <FieldError id={`${id}-description-error`} message={descriptionError} />
          </div>
          <ProductImagesField
            images={images}
            error={imageError}
            onChange={(next, error) => {
              setImages(next);
              setImagesError(error);
            }}
          />
        </Tabs.Content>
      </Tabs.Root>

      <div>
        <label htmlFor={`${id}-title`} className="text-sm font-medium">
          {t('create.title.label')} <span className="font-normal text-muted">{t('create.optional')}</span>
        </label>
        <input id={`${id}-title`} type="text" maxLength={200} placeholder={t('create.title.placeholder')} className={`${INPUT} h-12 border-border`} {...register('title')} />
      </div>

      <div className="grid gap-6 sm:grid-cols-[1fr_14rem]">
        <FormatChoice legend={t('create.format.label')} field={register('format')} />
        <div>
          <label htmlFor={`${id}-language`} className="text-sm font-medium">
            {t('create.language.label')}
          </label>
          <select id={`${id}-language`} className={`${INPUT} h-12 border-border`} {...register('language')}>
            <option value="">{t('create.language.automatic')}</option>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
          <p className="mt-2 text-xs text-muted">{t('create.language.hint')}</p>
        </div>
      </div>

      {serverError && !serverError.field ? (
        <p role="alert" className="rounded-xl border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-800 dark:text-red-300">
          {serverError.message}
        </p>
      ) : null}

      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CreditsNote credits={credits} />
        <button type="submit" disabled={!canSubmit || isSubmitting} className={buttonClasses('primary', 'h-12 px-8 text-base')}>
          {isSubmitting ? t('create.submitting') : t('create.submit')}
        </button>
      </div>
    </form>
  );
}

function CreditsNote({ credits }: { credits: number | null }): ReactNode {
  const { t } = useTranslation();
  if (credits === null) return <span />;
  return (
    <p className="text-sm text-muted">
      {t('create.cost')} · {t('create.credits', { credits })}
    </p>
  );
}
