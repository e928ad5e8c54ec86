import type { ReactNode } from 'react';

/** The heading block at the top of a page. */
export function PageIntro({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-6 py-16 text-center sm:py-24">
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
      {description ? <p className="mt-5 text-lg text-pretty text-muted">{description}</p> : null}
      {children ? <div className="mt-8">{children}</div> : null}
    </section>
  );
}
