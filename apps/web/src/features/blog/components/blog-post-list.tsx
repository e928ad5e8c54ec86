import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import type { BlogPost } from '../api/get-blog-posts';
import { formatPostDate } from '../utils/search-posts';

/** The sidebar's titles as buttons; the selected one is highlighted and marked aria-current. */
export function BlogPostList({ posts, selectedSlug, onSelect }: { posts: BlogPost[]; selectedSlug: string | undefined; onSelect: (slug: string) => void }) {
  const language = useLanguage();
  return (
    <ul className="mt-4 space-y-1">
      {posts.map((post) => {
        const isSelected = post.slug === selectedSlug;
        return (
          <li key={post.slug}>
            <button
              type="button"
              aria-current={isSelected ? 'true' : undefined}
              onClick={() => onSelect(post.slug)}
              className={`w-full rounded-xl border-l-4 px-3 py-2.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand ${
                isSelected ? 'border-brand bg-brand-soft font-semibold text-fg' : 'border-transparent text-fg hover:bg-surface-strong'
              }`}
            >
              <span className="block leading-snug text-pretty">{post.title}</span>
              <time dateTime={post.published_at} className="mt-1 block text-xs font-normal text-muted">
                {formatPostDate(post.published_at, language)}
              </time>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Grey bars where the titles will be. */
export function BlogPostListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mt-4 space-y-3">
      <p role="status" className="sr-only">
        {t('common.loading')}
      </p>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} aria-hidden="true" className="animate-pulse space-y-2 px-3 py-2">
          <div className="h-3.5 w-11/12 rounded bg-surface-strong" />
          <div className="h-3.5 w-2/3 rounded bg-surface-strong" />
          <div className="h-2.5 w-1/3 rounded bg-surface-strong" />
        </div>
      ))}
    </div>
  );
}
