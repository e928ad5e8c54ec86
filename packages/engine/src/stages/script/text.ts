/**
 * Characters the bundled fonts can draw (Latin-1, Latin Extended-A and B, common punctuation and
 * currency signs); the rest (emoji, other scripts, symbols) is dropped from what we show and say.
 */
const DRAWABLE = /[^\u0020-\u007e\u00a0-\u024f\u2010-\u2027\u2030-\u205e\u20a0-\u20bf\u2122]/gu;

/** Plain text from product text: no tags, entities, unsupported characters, or runs of spaces. */
export function cleanText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&[a-z]+;/gi, ' ')
    .replace(DRAWABLE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Sentences of a text, split at full stops, question and exclamation marks, semicolons, bullets and line breaks. */
export function sentences(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, '\n')
    .split(/(?<=[.!?;])\s+|\n+|\s[•·▪●–-]\s|^[•·▪●-]\s*/m)
    .map(cleanText)
    .map((s) => s.replace(/^[•·▪●*+-]\s*/, '').trim())
    .filter((s) => s.length > 0);
}

/** Capitalises the first letter and ends the text with a full stop (unless it already ends a sentence). */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/[,;:]+$/, '');
  if (!trimmed) return trimmed;
  const capital = trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/** Lower-cases the first letter, unless the first word looks like a name or an acronym. */
export function lowerFirst(text: string): string {
  const firstWord = text.split(/\s/)[0] ?? '';
  if (/[A-Z].*[A-Z]|\d/.test(firstWord) || firstWord.length <= 1) return text;
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}

// Words a short line should not end on: it would read as cut off.
const DANGLING = new Set(
  (
    'a an the and or of with for to in on at by from your our its ' +
    'y o de del la el los las con para por en su sus un una ' +
    'e ou do da dos das com para por em no na nos nas seu sua um uma'
  ).split(' '),
);

/**
 * A short on-screen line from a longer phrase: the phrase itself when it fits, else its first clause,
 * else its first words, never ending on "and", "with", "de", "com"… and without a final full stop.
 */
export function shortLine(text: string, maxChars = 42): string {
  const clean = cleanText(text).replace(/[.!?;:,]+$/, '');
  if (clean.length <= maxChars) return clean;
  const clause = clean.split(/\s[-–—|]\s|[:;,(]/)[0]?.trim() ?? '';
  if (clause.length >= 8 && clause.length <= maxChars) return clause;
  const words = clean.split(' ');
  const kept: string[] = [];
  for (const word of words) {
    if ([...kept, word].join(' ').length > maxChars) break;
    kept.push(word);
  }
  while (kept.length > 2 && DANGLING.has((kept.at(-1) ?? '').toLowerCase())) kept.pop();
  // A single overlong word: cut it.
  return kept.length > 0 ? kept.join(' ') : clean.slice(0, maxChars);
}

/** Text cut at a sentence or clause boundary to at most maxChars, ending as a sentence. */
export function boundedSentence(text: string, maxChars: number): string {
  const clean = cleanText(text);
  if (clean.length <= maxChars) return asSentence(clean);
  const cut = clean.slice(0, maxChars);
  const boundary = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf(', '), cut.lastIndexOf('; '));
  const body = boundary > maxChars * 0.4 ? cut.slice(0, boundary) : cut.slice(0, cut.lastIndexOf(' '));
  return asSentence(body.trim());
}

/** A product name trimmed for a headline: without the " - Shop Name" / " | Category" / "(…)" tails. */
export function headlineName(name: string, maxChars = 60): string {
  const clean = cleanText(name);
  const trimmed = clean.split(/\s[|–—]\s|\s-\s/)[0]?.replace(/\s*\([^)]*\)\s*$/, '').trim() ?? clean;
  return shortLine(trimmed || clean, maxChars);
}

const VARIABLE = /\{\{\s*([\w.]+)\s*(?:\|\s*([^}]*?)\s*)?\}\}/g;

/** The variables a text names with no fallback: each must have a value where the text is used. */
export function requiredVariables(text: string): string[] {
  return [...text.matchAll(VARIABLE)].filter((match) => match[2] === undefined).map((match) => match[1] ?? '');
}

/** Replaces {{name}} and {{name|fallback}} with the given values (fallback when missing or blank). */
export function fillVariables(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE, (_whole, name: string, fallback?: string) => {
    const value = variables[name]?.trim();
    return value ? value : (fallback ?? '');
  });
}
