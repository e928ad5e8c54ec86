import { campaignProductSchema, type CampaignDetails } from '@reelsmith/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaignSection } from '../hooks/use-campaign-section';
import { productForm, productOf, type ProductForm, type ProductSource } from '../utils/section-values';
import { ChoiceCard } from './choice-card';
import { InputField, TextAreaField } from './form-field';
import { ProductPhotos } from './product-photos';
import { SectionCard } from './section-card';

const SOURCES: readonly ProductSource[] = ['none', 'url', 'manual'];

/** What the videos show besides the script: nothing, a product page, or a product typed in with its photos. */
export function ProductSection({ campaign }: { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const name = useId();
  const { draft, save, fieldErrors } = useCampaignSection<ProductForm>({
    section: 'product',
    campaign,
    read: (details) => productForm(details.product),
    toChanges: (form) => {
      const product = productOf(form);
      if (product === null) return { changes: { product: null } };
      const checked = campaignProductSchema.safeParse(product);
      return checked.success ? { changes: { product: checked.data } } : { issues: checked.error.issues };
    },
    serverPrefix: 'product',
  });
  const form = draft.value;
  const set = (change: Partial<ProductForm>) => draft.set((current) => ({ ...current, ...change }));
  return (
    <SectionCard id="campaign-product" title={t('campaigns.product.title')} description={t('campaigns.product.description')} save={save}>
      <fieldset>
        <legend className="sr-only">{t('campaigns.product.source')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {SOURCES.map((source) => (
            <ChoiceCard
              key={source}
              name={name}
              value={source}
              checked={form.source === source}
              onChange={() => set({ source })}
              title={t(`campaigns.product.sources.${source}`)}
              text={t(`campaigns.product.sourceHints.${source}`)}
            />
          ))}
        </div>
      </fieldset>
      {form.source === 'url' ? (
        <InputField
          label={t('campaigns.product.url')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={form.url}
          error={fieldErrors.url}
          onChange={(event) => set({ url: event.target.value })}
        />
      ) : null}
      {form.source === 'manual' ? (
        <>
          <InputField label={t('campaigns.product.name')} value={form.name} maxLength={160} error={fieldErrors.name} onChange={(event) => set({ name: event.target.value })} />
          <TextAreaField
            label={t('campaigns.product.descriptionLabel')}
            value={form.description}
            maxLength={2_000}
            rows={3}
            error={fieldErrors.description}
            onChange={(event) => set({ description: event.target.value })}
          />
          <ProductPhotos campaignId={campaign.id} images={campaign.product_images} />
        </>
      ) : null}
    </SectionCard>
  );
}
