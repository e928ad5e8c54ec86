import type { ReactNode } from 'react';

/**
 * A home page section with its h2. Sections that header links point to (#features, #faq) can take
 * focus when the page scrolls to them, and stop below the sticky header.
 */
export function Section({ id, title, subtitle, className = '', children }: { id: string; title: string; subtitle?: string; className?: string; children: ReactNode }) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} tabIndex={-1} className={`scroll-mt-20 outline-none ${className}`}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {subtitle ? <p className="mt-4 text-lg text-pretty text-muted">{subtitle}</p> : null}
        </div>
        <div className="mt-10 sm:mt-16">{children}</div>
      </div>
    </section>
  );
}

/** The rounded tile an icon sits in. */
export function IconTile({ children }: { children: ReactNode }) {
  return <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">{children}</span>;
}
