// The products of the site's e-commerce examples: the engine's bundled Aurora lamp and our Brisa
// bottle, both drawn by the project (see CREDITS.md in apps/web/public/media).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { exampleFacts, type ProductFactsInput } from '@reelsmith/engine';

const BRISA_DIR = new URL('./brisa-bottle/', import.meta.url);

/**
 * The Aurora lamp as the engine bundles it. Its first English feature is two characters over the
 * offline writer's 42-character card line and would show cut ("…covers your whole"); the site uses
 * a shorter wording of the same claim.
 */
export function auroraFacts(language: 'en' | 'pt-BR'): ProductFactsInput {
  const facts = exampleFacts(language);
  if (language !== 'en') return facts;
  const [, ...others] = facts.features ?? [];
  return { ...facts, features: ['Glare-free light for your whole desk', ...others] };
}

/** The Brisa bottle, its picture paths made absolute. */
export async function brisaFacts(language: 'es' | 'pt-BR'): Promise<ProductFactsInput> {
  const facts = JSON.parse(await readFile(new URL(`facts.${language}.json`, BRISA_DIR), 'utf8')) as Omit<ProductFactsInput, 'images'> & { images: string[] };
  return { ...facts, images: facts.images.map((image) => fileURLToPath(new URL(image, BRISA_DIR))) };
}
