import { z } from 'zod';
import { EngineError } from '../errors';
import { adOptionsSchema, productFactsSchema, type AdOptions, type AdOptionsInput, type ProductFacts, type ProductFactsInput } from '../schema';

/** Checks facts and options at the engine's door; every problem is named in one typed error. */
export function validateInput(facts: ProductFactsInput, options: AdOptionsInput = {}): { facts: ProductFacts; options: AdOptions } {
  const parsedFacts = productFactsSchema.safeParse(facts);
  if (!parsedFacts.success) {
    const paths = parsedFacts.error.issues.map((issue) => String(issue.path[0] ?? ''));
    const code = paths.includes('language') ? 'UNSUPPORTED_LANGUAGE' : paths.includes('images') ? 'NO_IMAGES' : 'INVALID_INPUT';
    throw new EngineError('input', code, `Invalid product facts: ${z.prettifyError(parsedFacts.error).replace(/\n/g, ' ')}`, false);
  }
  const parsedOptions = adOptionsSchema.safeParse(options);
  if (!parsedOptions.success) {
    throw new EngineError('input', 'INVALID_INPUT', `Invalid options: ${z.prettifyError(parsedOptions.error).replace(/\n/g, ' ')}`, false);
  }
  return { facts: parsedFacts.data, options: parsedOptions.data };
}
