import { z } from 'zod';
import { LANGUAGES } from '../languages';

/** zod schema of a product language. */
export const languageSchema = z.enum(LANGUAGES);
