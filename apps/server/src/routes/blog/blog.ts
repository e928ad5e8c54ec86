import { createRoute } from '@hono/zod-openapi';
import { blogPostsQuerySchema, blogPostsResponseSchema } from '@reelsmith/contracts';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { readBlogPosts } from '../../use-cases/blog/read-blog-posts';

const getPosts = createRoute({
  method: 'get',
  path: '/',
  summary: 'The blog posts of one language, newest first (no sign-in)',
  request: { query: blogPostsQuerySchema },
  responses: {
    200: jsonResponse(blogPostsResponseSchema, 'Posts, newest first'),
    400: errorResponse('VALIDATION_ERROR: language is not en, es or pt-BR'),
  },
});

/** GET /api/blog */
export function blogRoutes(deps: { contentDir: string }) {
  return createRouter().openapi(getPosts, async (c) => {
    const language = c.req.valid('query').language ?? c.get('language');
    const posts = await readBlogPosts(deps.contentDir, language);
    // Without ?language= the answer depends on Accept-Language.
    return c.json({ posts }, 200, { 'Cache-Control': 'no-cache', Vary: 'Accept-Language' });
  });
}
