import type { SpokenSpan } from '../../ports';

/** Longest caption, in characters: two lines at caption size on the narrowest format. */
export const MAX_CAPTION_CHARS = 42;

// A caption should not end on a number ("5 | minutes") or a word that leads into the next one.
const LEADS_ON = /^(\d+[.,]?\d*|a|an|the|and|or|of|with|for|to|in|on|y|o|de|del|la|el|con|para|por|en|e|ou|do|da|com|em|no|na|um|uma|un|una)$/i;

/**
 * Cuts a narration into caption pieces: at sentence ends first, then into runs of words no longer
 * than MAX_CAPTION_CHARS, balanced so a sentence splits into pieces of similar length.
 */
export function captionChunks(narration: string): string[] {
  const sentences = narration.split(/(?<=[.!?…])\s+/).map((s) => s.trim()).filter(Boolean);
  const chunks: string[] = [];
  for (const sentence of sentences) {
    const words = sentence.split(/\s+/);
    const pieces = Math.ceil(sentence.length / MAX_CAPTION_CHARS);
    const target = sentence.length / pieces;
    let current = '';
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && (candidate.length > MAX_CAPTION_CHARS || (current.length >= target && candidate.length > target * 1.15))) {
        const words = current.split(' ');
        // Carry a leading word over to the piece it belongs to.
        const carried = words.length > 2 && LEADS_ON.test(words.at(-1) ?? '') ? words.pop() : undefined;
        chunks.push(words.join(' '));
        current = carried ? `${carried} ${word}` : word;
      } else {
        current = candidate;
      }
    }
    if (current) chunks.push(current);
  }
  return chunks;
}

/**
 * When each caption piece shows within a spoken clip: from the voice's own word timings when it gives
 * them, else in proportion to the characters (a fair guess for a steady voice).
 */
export function timeChunks(chunks: readonly string[], clipMs: number, spans?: readonly SpokenSpan[]): { text: string; startMs: number; endMs: number }[] {
  if (spans && spans.length > 0) {
    let spanIndex = 0;
    return chunks.map((text) => {
      const words = text.split(/\s+/).length;
      const first = spans[Math.min(spanIndex, spans.length - 1)];
      const last = spans[Math.min(spanIndex + words - 1, spans.length - 1)];
      spanIndex += words;
      return { text, startMs: first?.startMs ?? 0, endMs: last?.endMs ?? clipMs };
    });
  }
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0) || 1;
  let elapsed = 0;
  return chunks.map((text) => {
    const startMs = Math.round((elapsed / total) * clipMs);
    elapsed += text.length;
    return { text, startMs, endMs: Math.round((elapsed / total) * clipMs) };
  });
}
