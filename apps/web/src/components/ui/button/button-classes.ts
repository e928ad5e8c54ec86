/** Looks of a button or of a link styled as one. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 h-11 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50 disabled:pointer-events-none';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-strong dark:text-bg',
  secondary: 'border border-border bg-surface text-fg hover:bg-surface-strong',
  ghost: 'text-fg hover:bg-surface-strong',
};

/** Class names for a button-looking element, so links and buttons share one look. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}
