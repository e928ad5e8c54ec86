import { LANGUAGES, MESSAGES, type Language } from '@reelsmith/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import ptBR from '../../../locales/pt-BR.json';
import { FAILURE_MESSAGES, GENERATION_MESSAGES, formatMessage, type Message } from '../hooks/generation-machine';
import { GENERATION_STAGES } from './generation-progress';
import { addImages, checkDescription, checkImageCount, checkProductUrl } from './product-form-rules';

const WEB = { en, es, 'pt-BR': ptBR };
const MB = 1024 * 1024;
const png = (size = MB) => ({ type: 'image/png', size });
const jpg = (size = MB) => ({ type: 'image/jpeg', size });

/** Spec §5's sentences for these screens, as each language writes them. */
const EXPECTED: Record<Language, Record<string, string>> = {
  en: {
    url: 'Please enter a valid URL',
    descriptionRequired: 'Please enter a product description',
    descriptionShort: 'Product description must be more than 15 characters',
    imagesRequired: 'Please upload at least one product image',
    tooMany: 'Maximum 5 images allowed',
    notImage: 'Please select only image files (JPG, PNG, etc.)',
    tooLarge: 'Each image can be at most 10 MB (PNG or JPG).',
  },
  es: {
    url: 'Introduce una URL válida',
    descriptionRequired: 'Introduce una descripción del producto',
    descriptionShort: 'La descripción del producto debe tener más de 15 caracteres',
    imagesRequired: 'Sube al menos una imagen del producto',
    tooMany: 'Se permiten como máximo 5 imágenes',
    notImage: 'Selecciona solo archivos de imagen (JPG, PNG, etc.)',
    tooLarge: 'Cada imagen puede tener como máximo 10 MB (PNG o JPG).',
  },
  'pt-BR': {
    url: 'Insira uma URL válida',
    descriptionRequired: 'Insira uma descrição do produto',
    descriptionShort: 'A descrição do produto deve ter mais de 15 caracteres',
    imagesRequired: 'Envie pelo menos uma imagem do produto',
    tooMany: 'Máximo de 5 imagens permitidas',
    notImage: 'Selecione apenas arquivos de imagem (JPG, PNG etc.)',
    tooLarge: 'Cada imagem pode ter no máximo 10 MB (PNG ou JPG).',
  },
};

const instances = {} as Record<Language, I18n>;
beforeAll(async () => {
  for (const language of LANGUAGES) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      fallbackLng: false,
      ns: ['translation', 'shared'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      resources: { [language]: { translation: WEB[language], shared: MESSAGES[language] } },
    });
    instances[language] = instance;
  }
});

const say = (language: Language, message: Message | null) => (message ? formatMessage(instances[language].t.bind(instances[language]), message) : null);

describe.each(LANGUAGES)('the create form’s messages in %s (spec §5)', (language) => {
  const text = EXPECTED[language];

  it('the product URL: non-blank, and an http(s) address', () => {
    expect(say(language, checkProductUrl(''))).toBe(text.url);
    expect(say(language, checkProductUrl('   '))).toBe(text.url);
    expect(say(language, checkProductUrl('not a url'))).toBe(text.url);
    expect(say(language, checkProductUrl('ftp://shop.example/lamp'))).toBe(text.url);
    expect(say(language, checkProductUrl('javascript:alert(1)'))).toBe(text.url);
    expect(checkProductUrl(' https://shop.example/p/lamp ')).toBeNull();
  });

  it('the description: required, and more than 15 characters once trimmed', () => {
    expect(say(language, checkDescription(''))).toBe(text.descriptionRequired);
    expect(say(language, checkDescription(' \n '))).toBe(text.descriptionRequired);
    expect(say(language, checkDescription('exactly 15 char'))).toBe(text.descriptionShort);
    expect(say(language, checkDescription('   exactly 15 char   '))).toBe(text.descriptionShort);
    expect(checkDescription('sixteen chars ok')).toBeNull();
  });

  it('the images: 1 to 5, PNG or JPG only, 10 MB each', () => {
    expect(say(language, checkImageCount(0))).toBe(text.imagesRequired);
    expect(say(language, checkImageCount(6))).toBe(text.tooMany);
    expect(checkImageCount(1)).toBeNull();
    expect(checkImageCount(5)).toBeNull();
    expect(say(language, addImages([], [png(), { type: 'text/plain', size: 10 }]).error)).toBe(text.notImage);
    expect(say(language, addImages([], [{ type: 'image/webp', size: MB }]).error)).toBe(text.notImage);
    expect(say(language, addImages([], [jpg(10 * MB + 1)]).error)).toBe(text.tooLarge);
    expect(say(language, addImages([png(), png(), png()], [jpg(), jpg(), jpg()]).error)).toBe(text.tooMany);
  });
});

describe('adding images', () => {
  it('keeps what was chosen and adds the new ones, up to 5, exactly 10 MB included', () => {
    const result = addImages([png()], [jpg(10 * MB), png()]);
    expect(result.error).toBeNull();
    expect(result.images).toHaveLength(3);
  });

  it('adds nothing when one of the picked files is refused', () => {
    const current = [png()];
    expect(addImages(current, [jpg(), { type: 'application/pdf', size: 10 }]).images).toBe(current);
  });
});

describe('the generation messages', () => {
  const keys = [
    ...Object.values(GENERATION_MESSAGES).map((message) => message.key),
    ...Object.values(FAILURE_MESSAGES).flatMap((failure) => [failure.title, failure.text]),
    ...GENERATION_STAGES.map((stage) => `generation.stages.${stage}`),
    'generation.poll.failed',
    'generation.poll.attempt',
    'generation.errors.http',
  ];

  it.each(LANGUAGES)('exist in the %s catalog', (language) => {
    for (const key of keys) expect(instances[language].exists(key), key).toBe(true);
  });

  it('say what spec §8 says, with the count of failed checks (n/5)', () => {
    const t = instances.en.t.bind(instances.en) as (key: string, params?: Record<string, unknown>) => string;
    expect(formatMessage(t, { key: 'generation.poll.attempt', params: { cause: GENERATION_MESSAGES.pollNetwork, attempt: 2, max: 5 } })).toBe(
      'Network connection issue. Please check your internet connection. (2/5)',
    );
    expect(formatMessage(t, { key: 'generation.poll.failed', params: { message: 'Not found.' } })).toBe('Status check failed: Not found.');
    expect(formatMessage(t, GENERATION_MESSAGES.timedOut)).toBe('Video generation timed out after 25 minutes');
    expect(formatMessage(t, GENERATION_MESSAGES.cancelled)).toBe('Video generation was cancelled');
    expect(formatMessage(t, { key: FAILURE_MESSAGES.scraping_failed.title })).toBe('Website Not Ready Yet');
    expect(formatMessage(t, { key: FAILURE_MESSAGES.product_not_found.text })).toBe('No product information found on this page');
  });
});
