import type { BlogPost, BlogPostsResponse, Language } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One post as GET /api/blog answers it. */
export type { BlogPost };

/**
 * The cache key of a language's posts. The build prerenders the blog with the posts seeded under
 * this key (the same array readBlogPosts() returns), so the page renders them without a request.
 */
export function blogPostsQueryKey(language: Language) {
  return ['blog', 'posts', language] as const;
}

/** GET /api/blog: a language's posts, newest first. */
export async function getBlogPosts(language: Language): Promise<BlogPost[]> {
  const answer = await api<BlogPostsResponse>(`/api/blog?language=${encodeURIComponent(language)}`);
  return answer.posts;
}

/** A language's posts, cached for the visit: they change only when the site is deployed. */
export function useBlogPosts(language: Language) {
  return useQuery({ queryKey: blogPostsQueryKey(language), queryFn: () => getBlogPosts(language), staleTime: 5 * 60_000 });
}
