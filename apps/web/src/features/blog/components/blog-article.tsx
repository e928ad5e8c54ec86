import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { useBlogPostFile } from '../api/get-blog-post-file';
import type { BlogPost } from '../api/get-blog-posts';
import { formatPostDate } from '../utils/search-posts';
import { BlogMarkdown } from './blog-markdown';

const ARTICLE_BOX = 'min-w-0 rounded-2xl border border-border bg-surface px-4 py-7 sm:px-10 sm:py-10';

/**
 * The selected post: title, date and body. A post kept in the uploads folder is read from its file
 * there (spec §7); the copy the list carried shows meanwhile, and if the file cannot be read.
 */
export function BlogArticle({ post, headingRef }: { post: BlogPost; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const file = useBlogPostFile(post.source_url);
  return (
    <article aria-labelledby="blog-post-title" className={ARTICLE_BOX}>
      <header className="mb-8 border-b border-border pb-6">
        <h2 id="blog-post-title" ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight text-balance focus:outline-none sm:text-4xl">
          {post.title}
        </h2>
        <p className="mt-3 text-lg text-pretty text-muted">{post.description}</p>
        <p className="mt-4 text-sm text-muted">
          <time dateTime={post.published_at}>{t('blog.publishedOn', { date: formatPostDate(post.published_at, language) })}</time>
        </p>
      </header>
      <BlogMarkdown content={file.data ?? post.content} />
    </article>
  );
}

/** Grey bars where the article will be. */
export function BlogArticleSkeleton() {
  return (
    <div aria-hidden="true" className={`${ARTICLE_BOX} animate-pulse`}>
      <div className="h-8 w-3/4 rounded bg-surface-strong" />
      <div className="mt-4 h-4 w-full rounded bg-surface-strong" />
      <div className="mt-2 h-4 w-5/6 rounded bg-surface-strong" />
      <div className="mt-10 space-y-3">
        {[100, 95, 98, 80, 0, 92, 97, 60].map((width, index) =>
          width === 0 ? <div key={index} className="h-4" /> : <div key={index} className="h-3.5 rounded bg-surface-strong" style={{ width: `${width}%` }} />,
        )}
      </div>
    </div>
  );
}

/** A message in place of the article: no posts yet, no match, or a failure with a retry. */
export function BlogMessage({ children }: { children: ReactNode }) {
  return <div className="grid min-h-64 place-items-center rounded-2xl border border-dashed border-border p-10 text-center text-muted">{children}</div>;
}
