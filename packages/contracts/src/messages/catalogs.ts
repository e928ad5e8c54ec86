import type { Language } from '../languages';
import { en, type Messages } from './en';
import { es } from './es';
import { ptBR } from './pt-br';

/** The shared message catalogs by language (i18next resource shape: section → key → text). */
export const MESSAGES: Readonly<Record<Language, Messages>> = { en, es, 'pt-BR': ptBR };

/** A dotted key of the shared catalogs, e.g. 'errors.NOT_FOUND'. */
export type MessageKey = {
  [Section in keyof Messages]: `${Section & string}.${keyof Messages[Section] & string}`;
}[keyof Messages];

/** Replaces {{name}} placeholders (i18next syntax, so the web app can load the same catalogs). */
export function interpolate(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The message of a key in a language, with its placeholders filled. */
export function translate(
  language: Language,
  key: MessageKey,
  params?: Readonly<Record<string, string | number>>,
): string {
  const [section, name] = key.split('.') as [keyof Messages, string];
  const catalog = MESSAGES[language][section] as Record<string, string>;
  return interpolate(catalog[name] ?? key, params);
}
