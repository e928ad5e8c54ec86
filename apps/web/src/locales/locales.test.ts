import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES, PAGE_ROUTES } from '@reelsmith/contracts';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import ptBR from './pt-BR.json';

type Catalog = Record<string, unknown>;

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value as Catalog, path)) entries.set(k, v);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const CATALOGS = { 'web en': en, 'web es': es, 'web pt-BR': ptBR, 'shared en': MESSAGES.en, 'shared es': MESSAGES.es, 'shared pt-BR': MESSAGES['pt-BR'] };

describe.each([
  ['web', { en, es, 'pt-BR': ptBR }],
  ['shared', MESSAGES],
] as const)('the %s catalogs', (_name, catalogs) => {
  const english = flatten(catalogs.en);

  it.each(['es', 'pt-BR'] as const)('%s has exactly the English keys', (language) => {
    const other = flatten(catalogs[language]);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(['es', 'pt-BR'] as const)('%s keeps every {{placeholder}} of the English text', (language) => {
    const other = flatten(catalogs[language]);
    for (const [key, text] of english) expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
  });
});

describe('every catalog', () => {
  it.each(Object.entries(CATALOGS))('%s has no empty text', (_name, catalog) => {
    for (const [key, text] of flatten(catalog)) expect(text.trim(), key).not.toBe('');
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

describe('the source', () => {
  it('has a title and a description for every page of the product', () => {
    const english = flatten(en);
    for (const page of Object.keys(PAGE_ROUTES)) {
      expect(english.has(`pages.${page}.title`), page).toBe(true);
      expect(english.has(`pages.${page}.description`), page).toBe(true);
    }
  });

  it('uses only keys the catalogs have', () => {
    const english = flatten(en);
    const used = sourceFiles(join(import.meta.dirname, '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)].map((m) => ({ file, key: m[1] ?? '' })),
    );
    expect(used.length).toBeGreaterThan(10);
    for (const { file, key } of used) expect(english.has(key), `${key} in ${file}`).toBe(true);
  });
});
