import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { defaultUrlTransform, type Components, type Options } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import './blog-markdown.css';

const REMARK_PLUGINS: Options['remarkPlugins'] = [remarkGfm];

/** An address on this site ("/contact"), which the router opens without reloading the page. */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');
/** An address on another site, which gets no window.opener and no Referer. */
const isExternal = (href: string) => /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(href);

/**
 * The page's h1 is the blog and the post's title an h2, so the post's own headings start at h3:
 * markdown `#` and `##` become h3, `###` h4, and so on.
 */
const shifted = (Tag: 'h3' | 'h4' | 'h5' | 'h6'): Components['h1'] =>
  function Heading({ node: _node, ...props }) {
    return <Tag {...props} />;
  };

/**
 * A post's markdown (GFM: tables, strikethrough, footnotes, task lists), typeset by
 * blog-markdown.css. Raw HTML is shown as text, never run. Links and images keep only http, https,
 * irc, ircs, mailto, xmpp and relative addresses — react-markdown's defaultUrlTransform is exactly
 * the list of spec §1, and any other scheme (javascript:, data:…) becomes an empty address.
 */
export function BlogMarkdown({ content }: { content: string }) {
  const { t } = useTranslation();
  const components = useMemo(
    (): Components => ({
      h1: shifted('h3'),
      h2: shifted('h3'),
      h3: shifted('h4'),
      h4: shifted('h5'),
      h5: shifted('h6'),
      h6: shifted('h6'),
      a({ node: _node, href = '', children, ...props }) {
        if (isSitePath(href)) {
          return (
            <Link to={href} {...props}>
              {children}
            </Link>
          );
        }
        return (
          <a href={href} {...props} rel={isExternal(href) ? 'noopener noreferrer' : undefined}>
            {children}
          </a>
        );
      },
      img({ node: _node, src, alt = '', ...props }) {
        // An image whose address was refused has nothing to show (and React warns about src="").
        if (!src) return null;
        return <img src={src} alt={alt} loading="lazy" decoding="async" {...props} />;
      },
      input({ node: _node, type, checked, ...props }) {
        if (type !== 'checkbox') return <input type={type} checked={checked} {...props} />;
        // A task list item: read-only, and named so a screen reader says whether it is done.
        return <input {...props} type="checkbox" checked={Boolean(checked)} disabled aria-label={checked ? t('blog.taskDone') : t('blog.taskOpen')} />;
      },
      // Wide tables and code scroll inside their own box (the page never does); a box that scrolls
      // must be reachable by keyboard, so it is a named, focusable region.
      table({ node: _node, ...props }) {
        return (
          <div className="blog-scroll" role="region" aria-label={t('blog.scrollableTable')} tabIndex={0}>
            <table {...props} />
          </div>
        );
      },
      pre({ node: _node, ...props }) {
        return <pre {...props} role="region" aria-label={t('blog.scrollableCode')} tabIndex={0} />;
      },
    }),
    [t],
  );
  const rehypeOptions = useMemo(
    (): Options['remarkRehypeOptions'] => ({
      footnoteLabel: t('blog.footnotes'),
      footnoteBackLabel: (referenceIndex: number) => t('blog.backToReference', { number: referenceIndex + 1 }),
    }),
    [t],
  );
  return (
    <div className="blog-prose">
      <Markdown remarkPlugins={REMARK_PLUGINS} remarkRehypeOptions={rehypeOptions} urlTransform={defaultUrlTransform} components={components}>
        {content}
      </Markdown>
    </div>
  );
}
