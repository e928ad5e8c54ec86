/** The variables the product knows (the server suggests them from headers in en, es and pt). */
export const KNOWN_VARIABLES = ['first_name', 'name', 'email', 'phone', 'amount', 'due_date', 'payment_link', 'plan', 'offer'] as const;

/** Column index ("0", "1"…) → the variable it fills. */
export type ColumnMapping = Readonly<Record<string, string>>;

/**
 * A header as a variable name, as the server suggests it: ASCII snake_case ("Valor da dívida" →
 * "valor_da_divida"), col_ before a leading digit, '' when nothing is left; at most 64 characters.
 */
export function slugifyHeader(header: string): string {
  const slug = header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ /g, '_');
  return (/^\d/.test(slug) ? `col_${slug}` : slug).slice(0, 64).replace(/_+$/, '');
}

/**
 * The mapping with `column` filling `variable` (or nothing, for null). A variable fills one column
 * only, so a column that filled it before lets it go: choosing is never refused.
 */
export function assignVariable(mapping: ColumnMapping, column: number, variable: string | null): Record<string, string> {
  const next = Object.fromEntries(Object.entries(mapping).filter(([key, value]) => key !== String(column) && value !== variable));
  if (variable) next[String(column)] = variable;
  return next;
}

/** The variables the mapping fills, in the file's column order. */
export function mappedVariables(mapping: ColumnMapping): string[] {
  return Object.entries(mapping)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, variable]) => variable);
}

/** The choices of a column's select: the known variables, its header's own name and what it fills now, without repeats. */
export function variableChoices(header: string, current: string | undefined): string[] {
  const own = slugifyHeader(header);
  return [...new Set([...KNOWN_VARIABLES, ...(own && /^[a-z]/.test(own) ? [own] : []), ...(current ? [current] : [])])];
}
