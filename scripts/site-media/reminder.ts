// The personalized payment reminder: a script written by hand with {{variables}}, given to the
// engine as its ScriptWriter, and the customer's values given as the ad's `variables` option, which
// the engine hands to every writer. No engine change is needed for a fixed, personalized script.
import type { ProductFactsInput, Script, ScriptWriter } from '@reelsmith/engine';
import { fileURLToPath } from 'node:url';

const BANK_DIR = fileURLToPath(new URL('./acme-bank/', import.meta.url));

/** The reminder's language and the customer it is for. */
export interface Reminder {
  language: 'en' | 'pt-BR';
  variables: { first_name: string; amount: string; due_date: string };
}

/** Maria's reminder in each language the site shows it in. */
export const REMINDERS: Record<Reminder['language'], Reminder> = {
  en: { language: 'en', variables: { first_name: 'Maria', amount: '$230.50', due_date: 'December 5th' } },
  'pt-BR': { language: 'pt-BR', variables: { first_name: 'Maria', amount: 'R$ 230,50', due_date: '5 de dezembro' } },
};

// Two points only: the engine drops the last benefits of a script that runs well past its target,
// and neither the amount nor "need more time?" may go. Paying is the call to action itself.
// Pictures by scene: the phone opens and closes it, the calendar and the chat carry the points.
const TEMPLATES: Record<Reminder['language'], Script['scenes']> = {
  en: [
    { kind: 'hook', title: 'A friendly reminder from Acme Bank', subtitle: 'Hi {{first_name}}', narration: 'Hi {{first_name}}, this is a friendly reminder from Acme Bank.' },
    { kind: 'benefit', title: '{{amount}} due on {{due_date}}', narration: 'Your balance of {{amount}} is due on {{due_date}}.' },
    { kind: 'benefit', title: 'Need more time? Just ask', narration: "Need more time? Reply to this message and we'll find a plan together." },
    { kind: 'cta', title: 'Pay in two minutes', subtitle: 'acmebank.example/pay', narration: 'You can pay in two minutes with the secure link below. Thank you, {{first_name}}!' },
  ],
  'pt-BR': [
    { kind: 'hook', title: 'Um lembrete amigável do Acme Bank', subtitle: 'Olá, {{first_name}}', narration: 'Olá, {{first_name}}! Um lembrete amigável do Acme Bank.' },
    { kind: 'benefit', title: '{{amount}} com vencimento em {{due_date}}', narration: 'Seu saldo de {{amount}} vence em {{due_date}}.' },
    { kind: 'benefit', title: 'Precisa de mais prazo? Fale com a gente', narration: 'Precisa de mais prazo? Responda esta mensagem e combinamos um plano juntos.' },
    { kind: 'cta', title: 'Pague em dois minutos', subtitle: 'acmebank.example/pagar', narration: 'Pague em dois minutos pelo link seguro, com Pix ou cartão. Obrigado, {{first_name}}!' },
  ],
};

const fill = (text: string, variables: Readonly<Record<string, string>>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`the reminder script uses {{${name}}}, which no variable gives`);
    return value;
  });

/** A ScriptWriter that returns the hand-written reminder with the ad's variables filled in. */
export function reminderWriter(language: Reminder['language']): ScriptWriter {
  return {
    name: 'site-reminder',
    write: ({ variables }) =>
      Promise.resolve({
        language,
        // The schema knows two writers; this one, like the offline writer, needs no network.
        writer: 'offline',
        scenes: TEMPLATES[language].map((scene) => ({
          ...scene,
          title: fill(scene.title, variables),
          ...(scene.subtitle ? { subtitle: fill(scene.subtitle, variables) } : {}),
          narration: fill(scene.narration, variables),
        })),
      }),
  };
}

/** What the reminder is "about": the bank, its pictures and the payment page (for the QR code). */
export function reminderFacts(language: Reminder['language']): ProductFactsInput {
  return {
    name: 'Acme Bank',
    brand: 'Acme Bank',
    images: ['acme-pay.jpg', 'acme-date.jpg', 'acme-talk.jpg'].map((file) => `${BANK_DIR}${file}`),
    url: language === 'en' ? 'https://acmebank.example/pay' : 'https://acmebank.example/pagar',
    currency: language === 'en' ? 'USD' : 'BRL',
    language,
  };
}

/** The bank's mark, shown on the end card. */
export const ACME_MARK = `${BANK_DIR}acme-mark.png`;
