import { z } from 'zod';
import { languageSchema } from './language';

/** GET /api/blog query: the language of the posts (default: the caller's Accept-Language). */
export const blogPostsQuerySchema = z.object({ language: languageSchema.optional() }).meta({ id: 'BlogPostsQuery' });

/** One blog post as the blog page shows it; content is markdown without its front matter. */
export const blogPostSchema = z
  .object({
    slug: z.string().meta({ description: 'The same for every translation of a post' }),
    title: z.string(),
    description: z.string(),
    published_at: z.string().meta({ description: 'ISO 8601 date-time' }),
    content: z.string().meta({ description: 'Markdown (GFM), without front matter' }),
    source_url: z
      .string()
      .nullable()
      .meta({ description: 'Where the post is also served as a markdown file (the uploads folder), or null' }),
  })
  .meta({ id: 'BlogPost' });

/** A blog post as GET /api/blog answers it. */
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /api/blog answer: the posts of one language, newest first. */
export const blogPostsResponseSchema = z.object({ posts: z.array(blogPostSchema) }).meta({ id: 'BlogPosts' });

/** GET /api/blog answer. */
export type BlogPostsResponse = z.infer<typeof blogPostsResponseSchema>;
