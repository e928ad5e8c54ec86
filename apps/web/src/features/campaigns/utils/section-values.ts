import type {
  CampaignDelivery,
  CampaignDetails,
  CampaignProduct,
  CampaignScene,
  CampaignTemplate,
  ClipPosition,
} from '@reelsmith/contracts';

/** A call to action: the watch page's button. */
type CampaignCta = NonNullable<CampaignDetails['cta']>;

// The forms hold plain strings ('' for "not given"); the API leaves optional fields out instead.
const given = (text: string) => (text.trim() ? text.trim() : undefined);

/** A scene as its fields edit it. */
export interface SceneForm {
  kind: CampaignScene['kind'];
  title: string;
  subtitle: string;
  narration: string;
}

/** The script as the script section edits it. */
export interface ScriptForm {
  scenes: SceneForm[];
  headline: string;
  link: string;
}

/** The script form of a template. */
export function scriptForm(template: CampaignTemplate): ScriptForm {
  return {
    scenes: template.scenes.map((scene) => ({ kind: scene.kind, title: scene.title, subtitle: scene.subtitle ?? '', narration: scene.narration })),
    headline: template.headline ?? '',
    link: template.link ?? '',
  };
}

/** The template a script form saves as (in the campaign's language). */
export function templateOf(form: ScriptForm, language: CampaignTemplate['language']): CampaignTemplate {
  const headline = given(form.headline);
  const link = given(form.link);
  return {
    language,
    scenes: form.scenes.map((scene) => {
      const subtitle = given(scene.subtitle);
      return { kind: scene.kind, title: scene.title.trim(), ...(subtitle ? { subtitle } : {}), narration: scene.narration.trim() };
    }),
    ...(headline ? { headline } : {}),
    ...(link ? { link } : {}),
  };
}

/** The call to action as its section edits it: shown or not, and its button. */
export interface CtaForm {
  isOn: boolean;
  label: string;
  url: string;
}

/** The form of a campaign's call to action. */
export function ctaForm(cta: CampaignCta | null): CtaForm {
  return { isOn: cta !== null, label: cta?.label ?? '', url: cta?.url ?? '' };
}

/** The call to action a form saves as (null: the watch page shows none). */
export function ctaOf(form: CtaForm): CampaignCta | null {
  return form.isOn ? { label: form.label.trim(), url: form.url.trim() } : null;
}

/** Delivery settings as their section edits them. */
export interface DeliveryForm {
  email: boolean;
  subject: string;
  senderName: string;
  webhookUrl: string;
}

/** The form of a campaign's delivery settings. */
export function deliveryForm(delivery: CampaignDelivery): DeliveryForm {
  return { email: delivery.email ?? false, subject: delivery.email_subject ?? '', senderName: delivery.sender_name ?? '', webhookUrl: delivery.webhook_url ?? '' };
}

/** The delivery settings a form saves as: an empty field is left out (the server's default applies). */
export function deliveryOf(form: DeliveryForm): CampaignDelivery {
  const subject = given(form.subject);
  const senderName = given(form.senderName);
  const webhookUrl = given(form.webhookUrl);
  return {
    email: form.email,
    ...(subject ? { email_subject: subject } : {}),
    ...(senderName ? { sender_name: senderName } : {}),
    ...(webhookUrl ? { webhook_url: webhookUrl } : {}),
  };
}

/** Where the videos' product comes from. */
export type ProductSource = 'none' | 'url' | 'manual';

/** The product as its section edits it; switching the source keeps what was typed for the others. */
export interface ProductForm {
  source: ProductSource;
  url: string;
  name: string;
  description: string;
}

/** The form of a campaign's product. */
export function productForm(product: CampaignProduct | null): ProductForm {
  if (!product) return { source: 'none', url: '', name: '', description: '' };
  if (product.source === 'url') return { source: 'url', url: product.url, name: '', description: '' };
  return { source: 'manual', url: '', name: product.name, description: product.description ?? '' };
}

/** The product a form saves as (null: none, a gradient of the brand colour). */
export function productOf(form: ProductForm): CampaignProduct | null {
  if (form.source === 'none') return null;
  if (form.source === 'url') return { source: 'url', url: form.url.trim() };
  const description = given(form.description);
  return { source: 'manual', name: form.name.trim(), ...(description ? { description } : {}) };
}

/** The clip choice as its section edits it. */
export interface ClipForm {
  clipId: string | null;
  position: ClipPosition;
}

/** The form of a campaign's clip. */
export function clipForm(clip: CampaignDetails['clip']): ClipForm {
  return { clipId: clip?.clip_id ?? null, position: clip?.position ?? 'start' };
}
