import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CATALOG_GROUPS, type CatalogGroup } from './src/locales/catalog-groups.ts';

const LOADERS_ID = 'virtual:catalogs';
const PREFIX = 'virtual:catalog/';
const LANGUAGE_FILES = { en: 'en.json', es: 'es.json', 'pt-BR': 'pt-BR.json' } as const;
type LanguageName = keyof typeof LANGUAGE_FILES;
const GROUPS = Object.keys(CATALOG_GROUPS) as CatalogGroup[];
const GROUPED_KEYS = new Set<string>(Object.values(CATALOG_GROUPS).flat());

/** The keys of one group ('translation': every key no group claims) of a language's catalog. */
export function catalogPart(catalog: Record<string, unknown>, group: CatalogGroup | 'translation'): Record<string, unknown> {
  const keys: readonly string[] = group === 'translation' ? Object.keys(catalog).filter((key) => !GROUPED_KEYS.has(key)) : CATALOG_GROUPS[group];
  return Object.fromEntries(keys.filter((key) => key in catalog).map((key) => [key, catalog[key]]));
}

/**
 * Splits src/locales/<language>.json into one chunk per catalog group and language.
 * `virtual:catalogs` exports loadCatalog(language, namespace), whose import() calls are written out
 * so that the bundler makes each part a chunk of its own.
 */
export function catalogsPlugin(localesDir: string): Plugin {
  return {
    name: 'reelsmith-catalogs',
    resolveId(id) {
      if (id === LOADERS_ID || id.startsWith(PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const cases = (Object.keys(LANGUAGE_FILES) as LanguageName[]).flatMap((language) =>
          (['translation', ...GROUPS] as const).map((group) => `    case '${language}/${group}': return import('${PREFIX}${language}/${group}');`),
        );
        return `export function loadCatalog(language, namespace) {\n  switch (\`\${language}/\${namespace}\`) {\n${cases.join('\n')}\n    default: return Promise.reject(new Error(\`No catalog \${language}/\${namespace}\`));\n  }\n}\n`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [language, group] = id.slice(PREFIX.length + 1).split('/') as [LanguageName, CatalogGroup | 'translation'];
      const file = join(localesDir, LANGUAGE_FILES[language]);
      this.addWatchFile(file);
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(catalogPart(catalog, group))};\n`;
    },
  };
}
