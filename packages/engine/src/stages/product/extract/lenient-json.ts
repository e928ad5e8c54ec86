/**
 * JSON as shops really write it in their JSON-LD, made valid: JavaScript comments, trailing commas,
 * quotes left unescaped inside a string (a description holding `<p style="…">`), escapes JSON does
 * not have (`\'`, `\x26`, `C:\videos`), raw line breaks in strings (read as spaces), a stray closing
 * brace after the object, and several objects in a row (read as a list). Valid JSON comes out unchanged.
 *
 * One pass over the text. Inside a string, a `"` closes it only when what follows (after white space)
 * could follow a string in JSON: `,` `:` `}` `]`, a comment or the end; any other `"` is part of the text.
 */
export function repairJson(text: string): string {
  let out = '';
  // The closers still owed, innermost last.
  const open: string[] = [];
  let values = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const char = text[i] ?? '';
    if (char === '"' && open.length > 0) {
      const [string, next] = readString(text, i);
      out += string;
      i = next;
      continue;
    }
    if (char === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? n : end;
      continue;
    }
    if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
      continue;
    }
    if (char === '{' || char === '[') {
      if (open.length === 0 && values++ > 0) out += ',';
      open.push(char === '{' ? '}' : ']');
      out += char;
    } else if (char === '}' || char === ']') {
      // A closer nothing opened (the stray brace after a whole object) is left out.
      if (open.length > 0) {
        out = out.replace(/,\s*$/, '');
        out += open.pop() ?? '';
      }
    } else if (open.length > 0) {
      out += char;
    }
    // Outside every object and list (a semicolon, stray words) nothing is kept.
    i++;
  }
  // A block cut short: its strings and objects are closed where it ends.
  out = out.replace(/,\s*$/, '');
  while (open.length > 0) out += open.pop() ?? '';
  return values > 1 ? `[${out}]` : out;
}

const SIMPLE_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const FOLLOWS_A_STRING = /^\s*(?:[,:}\]]|\/[/*]|$)/;

/** The JSON string starting at `start` (its opening quote), repaired, and where the text goes on after it. */
function readString(text: string, start: number): [string, number] {
  let out = '"';
  let i = start + 1;
  const n = text.length;
  while (i < n) {
    const char = text[i] ?? '';
    if (char === '\\') {
      const next = text[i + 1] ?? '';
      if (SIMPLE_ESCAPES.has(next)) {
        out += char + next;
        i += 2;
      } else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
        out += text.slice(i, i + 6);
        i += 6;
      } else if (next === 'x' && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 2, i + 4))) {
        out += `\\u00${text.slice(i + 2, i + 4)}`;
        i += 4;
      } else if (next === "'") {
        out += "'";
        i += 2;
      } else {
        // A backslash that escapes nothing JSON knows is a backslash of the text ("C:\videos").
        out += '\\\\';
        i += 1;
      }
      continue;
    }
    if (char === '"') {
      if (FOLLOWS_A_STRING.test(text.slice(i + 1, i + 41))) return [`${out}"`, i + 1];
      out += '\\"';
      i++;
      continue;
    }
    // A raw line break or tab inside a string is read as a space.
    out += char.charCodeAt(0) < 0x20 ? ' ' : char;
    i++;
  }
  return [`${out}"`, n];
}
