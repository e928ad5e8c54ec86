import type { BlogPost } from '@reelsmith/contracts';
import { describe, expect, it } from 'vitest';
import { formatPostDate, searchPosts, selectedPost } from './search-posts';

const post = (slug: string, title: string, content = ''): BlogPost => ({ slug, title, description: `About ${title}`, published_at: '2025-03-14T00:00:00.000Z', content, source_url: null });
const POSTS = [post('formats', 'Formatos e legendas', 'Legenda embutida no WhatsApp.'), post('collection', 'Cobrança com respeito', 'Tom, momento e conformidade.'), post('ads', 'Video ads that sell')];

describe('searchPosts', () => {
  it('keeps every post for an empty or blank query', () => {
    expect(searchPosts(POSTS, '')).toBe(POSTS);
    expect(searchPosts(POSTS, '   ')).toBe(POSTS);
  });

  it('finds words in the title, description or text, ignoring case and accents, all words required', () => {
    expect(searchPosts(POSTS, 'COBRANCA').map((p) => p.slug)).toEqual(['collection']);
    expect(searchPosts(POSTS, 'whatsapp').map((p) => p.slug)).toEqual(['formats']);
    expect(searchPosts(POSTS, 'about video').map((p) => p.slug)).toEqual(['ads']);
    expect(searchPosts(POSTS, 'legenda respeito')).toEqual([]);
  });
});

describe('selectedPost', () => {
  it('is the post the address names, else the first one', () => {
    expect(selectedPost(POSTS, 'collection')?.slug).toBe('collection');
    expect(selectedPost(POSTS, 'gone')?.slug).toBe('formats');
    expect(selectedPost(POSTS, null)?.slug).toBe('formats');
    expect(selectedPost([], 'formats')).toBeUndefined();
  });
});

describe('formatPostDate', () => {
  it('writes the date in the page language, on the day the file says', () => {
    expect(formatPostDate('2025-11-18T00:00:00.000Z', 'en')).toBe('November 18, 2025');
    expect(formatPostDate('2025-11-18T00:00:00.000Z', 'pt-BR')).toBe('18 de novembro de 2025');
  });
});
