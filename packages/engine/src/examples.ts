import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EngineLanguage, ProductFactsInput } from './schema';

const EXAMPLE_DIR = fileURLToPath(new URL('../assets/examples/aurora-lamp/', import.meta.url));

/** The bundled example product (the Aurora desk lamp) in a language, with absolute picture paths. */
export function exampleFacts(language: EngineLanguage = 'en'): ProductFactsInput {
  const facts = JSON.parse(readFileSync(`${EXAMPLE_DIR}facts.${language}.json`, 'utf8')) as Omit<ProductFactsInput, 'images'> & { images: string[] };
  return { ...facts, images: facts.images.map((image) => `${EXAMPLE_DIR}${image}`) };
}
