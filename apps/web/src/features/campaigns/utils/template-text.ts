import { VARIABLE_NAME_PATTERN } from '@reelsmith/contracts';

/** A piece of a script text: plain words, or a {{variable}} with its optional fallback. */
export type TemplatePart = { kind: 'text'; text: string } | { kind: 'variable'; name: string; fallback: string | null };

// The contracts' pattern for {{name}} and {{name|fallback}} (spaces allowed inside the braces).
const VARIABLE_PATTERN = /\{\{\s*([\w.]+)\s*(?:\|([^}]*))?\}\}/g;

/** Splits a script text into its words and its variables, in order. */
export function parseTemplateText(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of text.matchAll(VARIABLE_PATTERN)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const fallback = match[2]?.trim();
    parts.push({ kind: 'variable', name: match[1] ?? '', fallback: fallback ? fallback : null });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * The text as one row would read it: each variable replaced by the row's value, or its fallback
 * when the value is empty; null when a variable without fallback has no value (the row gets no video).
 */
export function fillTemplateText(text: string, values: Readonly<Record<string, string>>): string | null {
  let filled = '';
  for (const part of parseTemplateText(text)) {
    if (part.kind === 'text') {
      filled += part.text;
      continue;
    }
    const value = values[part.name]?.trim() ?? '';
    if (value) filled += value;
    else if (part.fallback !== null) filled += part.fallback;
    else return null;
  }
  return filled;
}

/** A variable as written in a script: {{first_name}}, or {{first_name|there}} with a fallback. */
export function variableToken(name: string, fallback = ''): string {
  const spare = fallback.replace(/[{}|]/g, '').trim();
  return spare ? `{{${name}|${spare}}}` : `{{${name}}}`;
}

/**
 * Puts a variable where the cursor is (replacing the selected text), spaced from the text around
 * it as words are: "Hi|!" becomes "Hi {{first_name}}!", "you.|" becomes "you. {{amount}}".
 * Returns the new text and where the cursor goes.
 */
export function insertVariable(input: { text: string; selectionStart: number; selectionEnd: number; name: string; fallback?: string }): { text: string; cursor: number } {
  const { text, name } = input;
  const start = clamp(Math.min(input.selectionStart, input.selectionEnd), 0, text.length);
  const end = clamp(Math.max(input.selectionStart, input.selectionEnd), start, text.length);
  const before = text.slice(0, start);
  const after = text.slice(end);
  const previous = before.at(-1);
  // After a word or punctuation a space comes first; not after a space or an opening mark ("(", "¿", "«").
  const spaceBefore = previous !== undefined && !/[\s([{"'“‘«¿¡]/u.test(previous);
  const spaceAfter = after[0] !== undefined && /[\p{L}\p{N}]/u.test(after[0]);
  const token = `${spaceBefore ? ' ' : ''}${variableToken(name, input.fallback)}${spaceAfter ? ' ' : ''}`;
  return { text: before + token + after, cursor: before.length + token.length };
}

/** Whether a name can be a script variable (snake_case, as the mapping requires). */
export function isVariableName(name: string): boolean {
  return VARIABLE_NAME_PATTERN.test(name);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
