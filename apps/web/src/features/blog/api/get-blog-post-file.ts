import { useQuery } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { stripFrontMatter } from '../utils/strip-front-matter';

/** GET of a post's markdown file in the uploads folder (spec §7); resolves with its body, without front matter. */
export async function getBlogPostFile(url: string, signal?: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'text/markdown, text/plain' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText);
  return stripFrontMatter(await response.text());
}

/**
 * The body of a post served as a file, when it has one (sourceUrl); until it arrives, or if it
 * cannot be read, the caller shows the copy the blog list carried.
 */
export function useBlogPostFile(sourceUrl: string | null) {
  return useQuery({
    queryKey: ['blog', 'file', sourceUrl],
    queryFn: ({ signal }) => getBlogPostFile(sourceUrl ?? '', signal),
    enabled: sourceUrl !== null,
    staleTime: 5 * 60_000,
  });
}
