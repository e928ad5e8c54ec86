import type { BlogPost } from '@reelsmith/contracts';

/** Lower case without accents, so "cobranca" finds "Cobrança". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();
}

/** The posts whose title, description or text hold every word of the query; all of them for an empty query. */
export function searchPosts(posts: BlogPost[], query: string): BlogPost[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return posts;
  return posts.filter((post) => {
    const text = fold(`${post.title}\n${post.description}\n${post.content}`);
    return words.every((word) => text.includes(word));
  });
}

/** The post the address names, else the first (newest) one; undefined when there are none. */
export function selectedPost(posts: BlogPost[], slug: string | null): BlogPost | undefined {
  return posts.find((post) => post.slug === slug) ?? posts[0];
}

/** A post's date in the page's language; UTC, as the date was written in the file. */
export function formatPostDate(publishedAt: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(publishedAt));
}
