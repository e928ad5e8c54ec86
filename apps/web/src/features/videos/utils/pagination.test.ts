import type { Language } from '@reelsmith/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import ptBR from '../../../locales/pt-BR.json';
import { pageAfterDeleting, parsePageParam, summarizePage } from './pagination';

describe('summarizePage', () => {
  it('says where the list stands and which ways it can go', () => {
    expect(summarizePage({ page: 2, pages: 3, total: 23, shown: 10 })).toEqual({ page: 2, pages: 3, shown: 10, total: 23, hasPrevious: true, hasNext: true });
    expect(summarizePage({ page: 1, pages: 1, total: 3, shown: 3 })).toMatchObject({ hasPrevious: false, hasNext: false });
    expect(summarizePage({ page: 3, pages: 3, total: 23, shown: 3 })).toMatchObject({ hasPrevious: true, hasNext: false });
  });

  it('never says page 0 of 0, nor a page past the last', () => {
    expect(summarizePage({ page: 1, pages: 0, total: 0, shown: 0 })).toMatchObject({ page: 1, pages: 1 });
    expect(summarizePage({ page: 9, pages: 2, total: 12, shown: 0 })).toMatchObject({ page: 2, hasNext: false });
  });
});

describe('parsePageParam', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['2', 2],
    ['0', 1],
    ['-3', 1],
    ['1.5', 1],
    ['abc', 1],
    ['999999999', 1],
  ])('reads ?page=%j as %i', (value, page) => expect(parsePageParam(value)).toBe(page));
});

describe('pageAfterDeleting', () => {
  it('stays on the page unless deleting emptied it', () => {
    expect(pageAfterDeleting({ page: 2, shown: 10, deleted: 1 })).toBe(2);
    expect(pageAfterDeleting({ page: 3, shown: 2, deleted: 2 })).toBe(2);
    expect(pageAfterDeleting({ page: 1, shown: 1, deleted: 1 })).toBe(1);
  });
});

describe('the pagination texts (spec: ‘Page X of Y’, ‘Showing N of M videos’)', () => {
  const catalogs = { en, es, 'pt-BR': ptBR } as const;
  const tFor = async (language: Language) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, resources: { [language]: { translation: catalogs[language] } }, interpolation: { escapeValue: false } });
    return i18n.t.bind(i18n);
  };

  it.each([
    ['en', 'Page 2 of 3', 'Showing 10 of 23 videos', 'Showing 1 of 1 video'],
    ['es', 'Página 2 de 3', 'Mostrando 10 de 23 videos', 'Mostrando 1 de 1 video'],
    ['pt-BR', 'Página 2 de 3', 'Mostrando 10 de 23 vídeos', 'Mostrando 1 de 1 vídeo'],
  ] as const)('read well in %s, one video or many', async (language, pageOf, showingMany, showingOne) => {
    const t = await tFor(language);
    expect(t('videos.pageOf', { page: 2, pages: 3 })).toBe(pageOf);
    expect(t('videos.showing', { shown: 10, count: 23 })).toBe(showingMany);
    expect(t('videos.showing', { shown: 1, count: 1 })).toBe(showingOne);
  });
});
