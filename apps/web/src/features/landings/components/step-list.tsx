import { SectionHeading } from './section-heading';

/** One step of how it works. */
export interface Step {
  key: string;
  title: string;
  text: string;
}

/** How it works: numbered steps in cards, side by side from tablet width. */
export function StepList({ id, title, subtitle, steps }: { id: string; title: string; subtitle: string; steps: readonly Step[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id={`${id}-title`} title={title} subtitle={subtitle} />
      <ol className="mt-12 grid gap-5 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.key} className="rounded-3xl border border-border bg-surface p-6 shadow-xs sm:p-7">
            <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-brand text-base font-bold text-white dark:text-bg">
              {index + 1}
            </span>
            <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-pretty text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
