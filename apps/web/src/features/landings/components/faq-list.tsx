import type { FaqItem } from '../utils/faq-page-data';
import { SectionHeading } from './section-heading';

/**
 * Questions and answers as disclosure widgets: they open without JavaScript (a prerendered page
 * works before it loads), and the browser's find-in-page reaches closed answers.
 */
export function FaqList({ id, title, items }: { id: string; title: string; items: readonly FaqItem[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mx-auto max-w-3xl scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id={`${id}-title`} title={title} />
      <div className="mt-10 divide-y divide-border overflow-hidden rounded-3xl border border-border bg-surface">
        {items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold hover:bg-surface-strong/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand sm:px-6 [&::-webkit-details-marker]:hidden">
              <span className="text-pretty">{item.question}</span>
              <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-soft text-brand transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="px-5 pb-5 text-pretty text-muted sm:px-6">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
