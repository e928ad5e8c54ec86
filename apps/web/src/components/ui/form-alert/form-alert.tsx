import type { ReactNode } from 'react';

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/70 dark:bg-red-950/50 dark:text-red-200',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900/70 dark:bg-emerald-950/50 dark:text-emerald-200',
  warning: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900/70 dark:bg-amber-950/50 dark:text-amber-100',
} as const;

/** A message about a whole form: what is wrong with it (announced at once), or that it worked. */
export function FormAlert({ tone = 'error', children, className = '', id }: { tone?: keyof typeof TONES; children: ReactNode; className?: string; id?: string }) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm ${TONES[tone]} ${className}`.trim()}>
      {children}
    </div>
  );
}
