import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { useLanguage } from '../../../lib/i18n';
import { useBlogPosts } from '../api/get-blog-posts';
import { useHydrated } from '../../../lib/use-hydrated';
import { searchPosts, selectedPost } from '../utils/search-posts';
import { BlogArticle, BlogArticleSkeleton, BlogMessage } from './blog-article';
import { BlogPostList, BlogPostListSkeleton } from './blog-post-list';
import { BlogSearch } from './blog-search';

const NO_PARAMS = new URLSearchParams();

/**
 * The blog (spec §2): the sidebar of articles with its search beside the selected article. The
 * selection (?post=<slug>, default the newest) and the search (?q=) live in the address, so both
 * can be shared and survive a reload.
 */
export function Blog() {
  const { t } = useTranslation();
  const language = useLanguage();
  const posts = useBlogPosts(language);
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page was made without a query string; hydration must see the same.
  const params = useHydrated() ? searchParams : NO_PARAMS;
  const query = params.get('q') ?? '';
  const all = posts.data ?? [];
  const found = searchPosts(all, query);
  const post = selectedPost(found, params.get('post'));

  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusSlug, setFocusSlug] = useState<string | null>(null);
  // After a click in the list, the article's heading takes the focus: keyboard and screen reader
  // users land on what they chose, and on a phone, where the list stacks above, it scrolls into view.
  useEffect(() => {
    if (focusSlug && focusSlug === post?.slug) headingRef.current?.focus();
  }, [focusSlug, post?.slug]);

  const update = (changes: Record<string, string>, replace: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace, preventScrollReset: true },
    );
  const select = (slug: string) => {
    setFocusSlug(slug);
    update({ post: slug }, false);
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-24 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8">
      <aside aria-labelledby="blog-articles" className="self-start rounded-2xl border border-border bg-surface p-5 lg:sticky lg:top-6">
        <h2 id="blog-articles" className="text-sm font-semibold tracking-wide text-muted uppercase">
          {t('blog.articles')}
        </h2>
        {/* A letter typed is no step of history. */}
        <BlogSearch query={query} onSearch={(q) => update({ q }, true)} />
        {posts.isPending ? (
          <BlogPostListSkeleton />
        ) : found.length === 0 ? (
          <p className="mt-4 text-sm text-muted">{t('blog.noArticles')}</p>
        ) : (
          <BlogPostList posts={found} selectedSlug={post?.slug} onSelect={select} />
        )}
      </aside>
      <div className="min-w-0">
        {posts.isPending ? (
          <BlogArticleSkeleton />
        ) : posts.isError && all.length === 0 ? (
          <BlogMessage>
            <div>
              <p role="alert">{t('blog.loadError')}</p>
              <button type="button" className={buttonClasses('secondary', 'mt-4')} onClick={() => void posts.refetch()}>
                {t('blog.retry')}
              </button>
            </div>
          </BlogMessage>
        ) : post ? (
          <BlogArticle key={post.slug} post={post} headingRef={headingRef} />
        ) : all.length > 0 ? (
          <BlogMessage>
            <div>
              <p>{t('blog.noResults', { query })}</p>
              <button type="button" className={buttonClasses('secondary', 'mt-4')} onClick={() => update({ q: '' }, true)}>
                {t('blog.clearSearch')}
              </button>
            </div>
          </BlogMessage>
        ) : (
          <BlogMessage>{t('blog.noArticlesYet')}</BlogMessage>
        )}
      </div>
    </div>
  );
}
