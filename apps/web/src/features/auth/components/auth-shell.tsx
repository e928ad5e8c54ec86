import type { ReactNode } from 'react';

/** The frame of every sign-in screen: a centred card on a soft glow, with a line of links under it. */
export function AuthShell({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden px-4 py-10 sm:py-16">
      <div aria-hidden="true" className="absolute inset-x-0 -top-48 -z-10 mx-auto h-96 max-w-3xl rounded-full bg-brand-soft opacity-80 blur-3xl" />
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-3xl border border-border bg-surface p-6 shadow-xl shadow-brand/5 sm:p-9 dark:shadow-black/30">
          <div className="text-center">
            <img src="/favicon.svg" alt="" className="mx-auto size-10" />
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
            {subtitle ? <p className="mt-2 text-sm text-pretty text-muted">{subtitle}</p> : null}
          </div>
          <div className="mt-8">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
      </div>
    </section>
  );
}

/** The "or" line between the Google button and the e-mail form. */
export function OrDivider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-muted uppercase">
      <span className="h-px flex-1 bg-border" />
      {label}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

/** Link classes inside sign-in screens. */
export const AUTH_LINK_CLASSES = 'font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand rounded';
