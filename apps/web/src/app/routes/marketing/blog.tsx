import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/ui/page-intro/page-intro';
import { Blog } from '../../../features/blog/components/blog';

/** Blog: the list of articles beside the selected one (/blog?post=<slug>, searchable with ?q=). */
export default function BlogPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={t('blog.title')} description={t('blog.subtitle')} />
      <Blog />
    </>
  );
}
