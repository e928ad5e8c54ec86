import { Link } from 'react-router';

/** The closing call to action of a landing: a coloured band with one button and an optional note under it. */
export function CtaBand({ id, title, text, action, to, note }: { id: string; title: string; text: string; action: string; to: string; note?: string }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pt-8 pb-20 sm:px-6">
      <div className="relative overflow-hidden rounded-[2rem] bg-brand px-6 py-14 text-center text-white sm:px-12 dark:bg-brand-soft dark:text-fg">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl" />
        <h2 id={id} className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-pretty text-white/90 dark:text-muted">{text}</p>
        <Link
          to={to}
          className="relative mt-8 inline-flex h-12 w-full items-center justify-center rounded-full bg-white px-7 font-semibold text-brand-strong shadow-lg transition-colors hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:w-auto dark:bg-brand dark:text-bg dark:hover:bg-brand-strong dark:focus-visible:outline-brand"
        >
          {action}
        </Link>
        {note ? <p className="relative mt-4 text-sm text-white/90 dark:text-muted">{note}</p> : null}
      </div>
    </section>
  );
}
