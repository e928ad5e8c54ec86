import { describe, expect, it } from 'vitest';
import { productFactsSchema } from '../../schema';
import { descriptionLanguage, factsFromDescription, priceInText } from './facts-from-description';

describe('factsFromDescription', () => {
  it('names the product by its first sentence and keeps the text as the description', () => {
    const facts = factsFromDescription({ description: 'Handmade ceramic mug, 350 ml. Safe in the dishwasher and the microwave.', images: ['/tmp/a.jpg'] });
    expect(facts).toEqual({
      name: 'Handmade ceramic mug, 350 ml',
      description: 'Handmade ceramic mug, 350 ml. Safe in the dishwasher and the microwave.',
      features: [],
      images: ['/tmp/a.jpg'],
      language: 'en',
    });
    expect(productFactsSchema.safeParse(facts).success).toBe(true);
  });

  it('takes the given name, list items as features, and the language of the text', () => {
    const facts = factsFromDescription({
      description: 'Caneca de cerâmica feita à mão para o seu café, com acabamento artesanal.\n- Vai ao micro-ondas\n• Pode ir à lava-louças\n2) Capacidade de 350 ml',
      name: '  Caneca Porto ',
      images: ['/tmp/a.jpg', '/tmp/b.png'],
    });
    expect(facts).toMatchObject({
      name: 'Caneca Porto',
      description: 'Caneca de cerâmica feita à mão para o seu café, com acabamento artesanal.',
      features: ['Vai ao micro-ondas', 'Pode ir à lava-louças', 'Capacidade de 350 ml'],
      language: 'pt-BR',
    });
    expect(facts).not.toHaveProperty('price');
  });

  it('reads a fact per line as a list, and falls back to a generic name', () => {
    expect(factsFromDescription({ description: 'Lámpara de escritorio Aurora\nLuz LED cálida\nBrazo articulado\nCinco niveles de brillo', images: ['/a.jpg'], language: 'es' })).toMatchObject({
      name: 'Lámpara de escritorio Aurora',
      description: 'Lámpara de escritorio Aurora',
      features: ['Luz LED cálida', 'Brazo articulado', 'Cinco niveles de brillo'],
      language: 'es',
    });
    expect(factsFromDescription({ description: '🎁🎁🎁🎁🎁🎁🎁🎁🎁', images: ['/a.jpg'], language: 'es' }).name).toBe('Nuestro producto');
  });
});

describe('priceInText', () => {
  it.each([
    ['Caneca artesanal por apenas R$ 59,90 à vista.', 'pt-BR', { price: '59.90', currency: 'BRL' }],
    ['Only $24.90, shipped in a gift box.', 'en', { price: '24.90', currency: 'USD' }],
    ['Precio: 1.299,00 EUR', 'es', { price: '1299', currency: 'EUR' }],
    ['Em até 10x de R$ 25,00 sem juros. Por R$ 249,90.', 'pt-BR', { price: '249.90', currency: 'BRL' }],
  ] as const)('finds the one price in %j', (text, language, expected) => {
    expect(priceInText(text, language)).toEqual(expected);
  });

  it.each([
    ['A mug of 350 ml, made in 2024.', 'en'],
    ['De R$ 99,90 por R$ 79,90.', 'pt-BR'],
    ['Lámpara a solo $2.500 pesos.', 'es'],
    ['Frete grátis acima de R$ 100.', 'pt-BR'],
  ] as const)('gives no price for %j', (text, language) => {
    expect(priceInText(text, language)).toBeUndefined();
  });
});

describe('descriptionLanguage', () => {
  it.each([
    ['Caneca de cerâmica feita à mão, vai ao micro-ondas.', 'pt-BR'],
    ['Taza de cerámica hecha a mano, apta para el microondas y el lavavajillas.', 'es'],
    ['A ceramic mug made by hand, safe in the microwave.', 'en'],
    ['Aurora LED 350 ml', undefined],
  ] as const)('reads %j as %s', (text, language) => {
    expect(descriptionLanguage(text)).toBe(language);
  });
});
