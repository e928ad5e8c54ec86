import { describe, expect, it } from 'vitest';
import { productFactsSchema, type ProductFactsInput } from '../../schema';
import { benefitCount, writeOfflineScript } from './offline-writer';

const facts = (input: Partial<ProductFactsInput> & Pick<ProductFactsInput, 'language'>) =>
  productFactsSchema.parse({ name: 'Fone de Ouvido Bluetooth JBL Tune 520BT', images: ['a.jpg'], ...input });

const jbl = facts({
  language: 'pt-BR',
  description: 'Som JBL Pure Bass com graves potentes. Até 57 horas de bateria com uma única carga.',
  features: ['Conexão multiponto com dois dispositivos ao mesmo tempo', 'Carregamento rápido: 5 minutos garantem 3 horas de música', 'Leve e dobrável, ideal para levar na mochila'],
  price: '299.90',
  old_price: '399.90',
  currency: 'BRL',
  brand: 'JBL',
  url: 'https://produto.mercadolivre.com.br/MLB-1234567890-fone-jbl',
});

describe('writeOfflineScript', () => {
  it('writes a hook, the benefits, the offer and a call to action naming the marketplace, in Portuguese', () => {
    const script = writeOfflineScript({ facts: jbl, targetSeconds: 30, seed: 1 });
    expect(script.language).toBe('pt-BR');
    expect(script.scenes.map((s) => s.kind)).toEqual(['hook', 'benefit', 'benefit', 'benefit', 'offer', 'cta']);
    const [hook, ...rest] = script.scenes;
    expect(hook?.title).toBe('Fone de Ouvido Bluetooth JBL Tune 520BT');
    expect(hook?.narration).toMatch(/Fone de Ouvido Bluetooth JBL Tune 520BT/);
    const offer = rest.find((s) => s.kind === 'offer');
    expect(offer?.offer).toEqual({ price: 'R$\u00a0299,90', oldPrice: 'R$\u00a0399,90', discountPercent: 25 });
    expect(offer?.subtitle).toBe('De R$\u00a0399,90');
    // Written as read (the captions show it); the voice stage says it in words.
    expect(offer?.narration).toContain('R$\u00a0299,90');
    expect(offer?.narration).toContain('25%');
    const cta = rest.at(-1);
    expect(cta?.title).toMatch(/(Compre agora|Garanta o seu|Peça já) no Mercado Livre/);
    expect(cta?.subtitle).toBe('produto.mercadolivre.com.br');
  });

  it('keeps on-screen lines short and narration fuller', () => {
    const script = writeOfflineScript({ facts: jbl, targetSeconds: 30, seed: 3 });
    for (const benefit of script.scenes.filter((s) => s.kind === 'benefit')) {
      expect(benefit.title.length).toBeLessThanOrEqual(42);
      expect(benefit.narration.length).toBeGreaterThan(benefit.title.length);
      expect(benefit.title).not.toMatch(/\s(de|com|e|para|a|o)$/i);
      expect(benefit.narration).toMatch(/[.!?]$/);
    }
  });

  it('is the same for the same seed and varies across seeds', () => {
    const one = writeOfflineScript({ facts: jbl, targetSeconds: 30, seed: 7 });
    expect(writeOfflineScript({ facts: jbl, targetSeconds: 30, seed: 7 })).toEqual(one);
    const variants = new Set(Array.from({ length: 8 }, (_, seed) => JSON.stringify(writeOfflineScript({ facts: jbl, targetSeconds: 30, seed }))));
    expect(variants.size).toBeGreaterThanOrEqual(4);
  });

  it('sizes the script to the target duration', () => {
    const wordy = facts({
      language: 'en',
      name: 'Aurora Desk Lamp',
      description:
        'The Aurora lamp lights your desk evenly without glare. Its arm folds flat when you travel. ' +
        'A touch dimmer gives you five levels of warm or cool light. The base charges your phone wirelessly. ' +
        'It is made of recycled aluminium and built to last for years.',
      features: ['Glare-free, even light', 'Folds flat for travel', 'Five brightness levels'],
    });
    const spokenLength = (seconds: number) => writeOfflineScript({ facts: wordy, targetSeconds: seconds, seed: 1 }).scenes.reduce((n, s) => n + s.narration.length, 0);
    expect(spokenLength(60)).toBeGreaterThan(spokenLength(15) * 1.5);
    expect(benefitCount(15)).toBe(2);
    expect(benefitCount(30)).toBe(3);
    expect(benefitCount(60)).toBe(4);
    expect(writeOfflineScript({ facts: jbl, targetSeconds: 15, seed: 1 }).scenes.filter((s) => s.kind === 'benefit')).toHaveLength(2);
    expect(writeOfflineScript({ facts: jbl, targetSeconds: 60, seed: 1 }).scenes.filter((s) => s.kind === 'benefit')).toHaveLength(4);
  });

  it('writes English for a shop of its own, with prices in dollars', () => {
    const script = writeOfflineScript({
      facts: facts({ language: 'en', name: 'Trail Runner Pro Shoes', description: 'Lightweight running shoes for rough trails.', price: 1299.9, currency: 'USD', url: 'https://www.summitgear.com/products/trail-runner-pro' }),
      targetSeconds: 30,
      seed: 2,
    });
    const offer = script.scenes.find((s) => s.kind === 'offer');
    expect(offer?.title).toBe('$1,299.90');
    expect(offer?.narration).toContain('$1,299.90');
    const cta = script.scenes.at(-1);
    expect(cta?.title).toMatch(/summitgear\.com/);
    expect(cta?.subtitle).toBe('summitgear.com/products/trail-runner-pro');
  });

  it('writes Spanish, with euros the Spanish way and Mercado Libre', () => {
    const script = writeOfflineScript({
      facts: facts({ language: 'es', name: 'Cafetera Espresso Deluxe', description: 'Prepara un café de barista en casa.', price: '1299.90', old_price: '1599.90', currency: 'EUR', marketplace: 'Mercado Libre' }),
      targetSeconds: 30,
      seed: 4,
    });
    const offer = script.scenes.find((s) => s.kind === 'offer');
    expect(offer?.title).toBe('1299,90\u00a0€');
    expect(offer?.narration).toContain('1299,90\u00a0€');
    expect(script.scenes.at(-1)?.title).toMatch(/en Mercado Libre$/);
  });

  it('falls back on honest generic benefits when the product says little, and skips the offer without a price', () => {
    const script = writeOfflineScript({ facts: facts({ language: 'en', name: 'Handmade Mug' }), targetSeconds: 30, seed: 1 });
    expect(script.scenes.map((s) => s.kind)).toEqual(['hook', 'benefit', 'benefit', 'benefit', 'cta']);
    const titles = script.scenes.filter((s) => s.kind === 'benefit').map((s) => s.title);
    expect(new Set(titles).size).toBe(3);
  });

  it('shortens a 200-character name for the headline and survives a 3,000-character description', () => {
    const name = 'Kit Super Premium Ultra Edition '.repeat(7).slice(0, 200);
    const description = 'Este produto é incrível e durável. '.repeat(90);
    const script = writeOfflineScript({ facts: facts({ language: 'pt-BR', name, description }), targetSeconds: 30, seed: 1 });
    expect(name.length).toBe(200);
    expect(script.scenes[0]?.title.length).toBeLessThanOrEqual(60);
    for (const scene of script.scenes) expect(scene.narration.length).toBeLessThanOrEqual(700);
  });

  it('drops markup and emoji the fonts and the voice cannot handle', () => {
    const script = writeOfflineScript({
      facts: facts({ language: 'en', name: 'Cozy Blanket 🔥🔥', features: ['<b>Super soft</b> fleece &amp; sherpa 😍 lining'] }),
      targetSeconds: 20,
      seed: 1,
    });
    expect(script.scenes[0]?.title).toBe('Cozy Blanket');
    expect(script.scenes[1]?.title).toBe('Super soft fleece & sherpa lining');
  });

  it('greets the viewer by name and fills {{variables}}', () => {
    const script = writeOfflineScript({
      facts: facts({ language: 'es', name: 'Plan Fibra 500', features: ['Internet de {{speed|500}} megas sin cortes'] }),
      targetSeconds: 20,
      seed: 1,
      variables: { first_name: 'Lucía' },
    });
    expect(script.scenes[0]?.subtitle).toBe('Lucía, esto es para ti');
    expect(script.scenes[0]?.narration).toMatch(/Lucía/);
    expect(script.scenes[1]?.title).toBe('Internet de 500 megas sin cortes');
  });
});
