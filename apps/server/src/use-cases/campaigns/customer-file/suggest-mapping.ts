import { shareOfKind } from './cell-kinds';
import type { CustomerTable } from './read-customer-file';

/** Which script variable each column fills: column index → variable name. */
export type ColumnMapping = Record<number, string>;

/** The variables the product knows, each with the headers (accents and punctuation folded) that mean it in en, es and pt. */
const KNOWN_HEADERS: Readonly<Record<string, readonly string[]>> = {
  first_name: ['first name', 'firstname', 'given name', 'nome', 'primeiro nome', 'nombre', 'primer nombre', 'nome proprio', 'nombre de pila'],
  name: ['name', 'full name', 'customer name', 'client name', 'nome completo', 'nome do cliente', 'cliente', 'nombre completo', 'nombre del cliente'],
  email: ['email', 'e mail', 'email address', 'e mail address', 'mail', 'correo', 'correo electronico', 'endereco de email', 'endereco de e mail'],
  phone: ['phone', 'phone number', 'telephone', 'mobile', 'cell', 'cell phone', 'cellphone', 'telefone', 'celular', 'whatsapp', 'fone', 'telefono', 'movil', 'numero de telefone', 'numero de celular', 'numero de telefono'],
  amount: ['amount', 'valor', 'monto', 'importe'],
  due_date: ['due date', 'vencimento', 'data de vencimento', 'fecha de vencimiento', 'vencimiento', 'data vencimento'],
  payment_link: ['payment link', 'link de pagamento', 'link para pagamento', 'enlace de pago', 'link de pago'],
  plan: ['plan', 'plano'],
  offer: ['offer', 'oferta'],
};

/** Words that make a longer header a contact column: "E-mail do cliente", "Celular (WhatsApp)". */
const CONTACT_WORDS: Readonly<Record<string, readonly string[]>> = {
  email: ['email', 'e mail', 'correo'],
  phone: ['phone', 'telefone', 'telefono', 'celular', 'whatsapp', 'movil', 'mobile'],
};

/** A header folded for comparison: compatibility-decomposed (ª → a), lower case, accents removed, anything but letters and digits a single space. */
function fold(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A header as a variable name: ASCII snake_case ("Valor da dívida" → "valor_da_divida"), '' when nothing is left. */
export function slugify(header: string): string {
  const slug = fold(header).replace(/ /g, '_');
  return /^\d/.test(slug) ? `col_${slug}` : slug;
}

function knownVariable(header: string): string | undefined {
  const folded = fold(header);
  const exact = Object.keys(KNOWN_HEADERS).find((variable) => KNOWN_HEADERS[variable]?.includes(folded));
  if (exact) return exact;
  const padded = ` ${folded} `;
  return Object.keys(CONTACT_WORDS).find((variable) => CONTACT_WORDS[variable]?.some((word) => padded.includes(` ${word} `)));
}

/** The column most of whose values are of a contact kind (at least 60 %), among the columns not yet mapped. */
function columnOfKind(table: CustomerTable, kind: 'email' | 'phone', mapping: ColumnMapping): number | undefined {
  let best: { column: number; share: number } | undefined;
  for (const column of table.columns.keys()) {
    if (column in mapping) continue;
    const share = shareOfKind(table.rows, column, kind);
    if (share >= 0.6 && share > (best?.share ?? 0)) best = { column, share };
  }
  return best?.column;
}

/**
 * A first guess of the variable each column fills, for the user to correct: known headers in en,
 * es and pt become the product's variables (first_name, name, email, phone, amount, due_date,
 * payment_link, plan, offer), any other column the snake_case of its header. E-mail columns are
 * also found by their values; phone columns only when the file has no header, since by value a
 * phone is hard to tell from an ID such as a Brazilian CPF. No two columns get one variable.
 */
export function suggestMapping(table: CustomerTable): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<string>();
  const assign = (column: number, variable: string) => {
    mapping[column] = variable;
    used.add(variable);
  };
  if (table.hasHeader) {
    for (const [column, header] of table.columns.entries()) {
      const variable = knownVariable(header);
      if (variable && !used.has(variable)) assign(column, variable);
    }
  }
  const contactKinds = table.hasHeader ? (['email'] as const) : (['email', 'phone'] as const);
  for (const kind of contactKinds) {
    if (used.has(kind)) continue;
    const column = columnOfKind(table, kind, mapping);
    if (column !== undefined) assign(column, kind);
  }
  for (const [column, header] of table.columns.entries()) {
    if (column in mapping) continue;
    const base = slugify(header) || `column_${column + 1}`;
    let variable = base;
    for (let n = 2; used.has(variable); n++) variable = `${base}_${n}`;
    assign(column, variable);
  }
  return mapping;
}
