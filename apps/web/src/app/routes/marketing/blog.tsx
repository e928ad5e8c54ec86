import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/ui/page-intro/page-intro';

/** Blog: the list of articles beside the selected one. */
export default function BlogPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={t('blog.title')} description={t('blog.subtitle')} />
      <div className="mx-auto grid max-w-6xl gap-8 px-6 pb-24 md:grid-cols-[16rem_1fr]">
        <aside aria-labelledby="blog-articles" className="rounded-2xl border border-border bg-surface p-5">
          <h2 id="blog-articles" className="text-sm font-semibold tracking-wide text-muted uppercase">
            {t('blog.articles')}
          </h2>
          <p className="mt-4 text-sm text-muted">{t('blog.noArticles')}</p>
        </aside>
        <article className="grid min-h-64 place-items-center rounded-2xl border border-dashed border-border p-10 text-center text-muted">
          {t('blog.noArticlesYet')}
        </article>
      </div>
    </>
  );
}
