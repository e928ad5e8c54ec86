import type { Language } from '../languages';
import type { CampaignTemplate } from './campaigns';

/** The scripts a new campaign can start from. */
export const CAMPAIGN_TEMPLATE_NAMES = ['payment_reminder', 'offer'] as const;

/** A default campaign script's name. */
export type CampaignTemplateName = (typeof CAMPAIGN_TEMPLATE_NAMES)[number];

// Copy a bank or telecom would send: polite, with short on-screen titles (≤ 40 characters once
// filled with typical values). Spanish uses "usted", as banks and telecoms write to customers.

/**
 * The default campaign scripts of each language: a payment reminder (first_name, amount, due_date,
 * payment_link as the QR code) and an offer (first_name, offer). first_name has a fallback, so a
 * row without a name still gets its video.
 */
export const DEFAULT_CAMPAIGN_TEMPLATES: Readonly<Record<Language, Readonly<Record<CampaignTemplateName, CampaignTemplate>>>> = {
  en: {
    payment_reminder: {
      language: 'en',
      scenes: [
        { kind: 'hook', title: 'Hi, {{first_name|there}}!', subtitle: 'A quick note about your account', narration: 'Hi {{first_name|there}}, this is a quick, friendly note about your account.' },
        {
          kind: 'benefit',
          title: 'We are here to help',
          subtitle: 'Paying takes less than a minute',
          narration: 'Staying up to date keeps your services running without interruption, and paying takes less than a minute.',
        },
        { kind: 'offer', title: '{{amount}} due {{due_date}}', subtitle: 'Your next payment', narration: 'Your payment of {{amount}} is due on {{due_date}}.' },
        {
          kind: 'cta',
          title: 'Pay securely online',
          subtitle: 'Scan the code or tap the link',
          narration: 'Scan the code or tap the link to pay securely. If you have already paid, thank you, and please disregard this message.',
        },
      ],
      link: '{{payment_link}}',
    },
    offer: {
      language: 'en',
      scenes: [
        { kind: 'hook', title: 'Hi, {{first_name|there}}!', subtitle: 'We have something for you', narration: 'Hi {{first_name|there}}, thank you for being with us. We have something special for you.' },
        { kind: 'benefit', title: 'Made for customers like you', narration: 'As a valued customer, you get benefits chosen for the way you use our services.' },
        { kind: 'benefit', title: 'Simple, with no surprises', narration: 'No paperwork and no hidden fees: everything is clear from the start.' },
        { kind: 'offer', title: '{{offer}}', subtitle: 'Your exclusive offer', narration: 'Here is your exclusive offer: {{offer}}.' },
        { kind: 'cta', title: 'Claim it today', subtitle: 'It only takes a minute', narration: 'Claim your offer today. It only takes a minute.' },
      ],
    },
  },
  es: {
    payment_reminder: {
      language: 'es',
      scenes: [
        {
          kind: 'hook',
          title: '¡Hola, {{first_name|estimado cliente}}!',
          subtitle: 'Un breve aviso sobre su cuenta',
          narration: 'Hola, {{first_name|estimado cliente}}. Le escribimos con un breve aviso sobre su cuenta.',
        },
        {
          kind: 'benefit',
          title: 'Estamos para ayudarle',
          subtitle: 'Pagar toma menos de un minuto',
          narration: 'Mantenerse al día evita interrupciones en sus servicios, y pagar toma menos de un minuto.',
        },
        { kind: 'offer', title: '{{amount}} vence el {{due_date}}', subtitle: 'Su próximo pago', narration: 'Su pago de {{amount}} vence el {{due_date}}.' },
        {
          kind: 'cta',
          title: 'Pague de forma segura',
          subtitle: 'Escanee el código o toque el enlace',
          narration: 'Escanee el código o toque el enlace para pagar de forma segura. Si ya realizó el pago, muchas gracias, y no tenga en cuenta este mensaje.',
        },
      ],
      link: '{{payment_link}}',
    },
    offer: {
      language: 'es',
      scenes: [
        {
          kind: 'hook',
          title: '¡Hola, {{first_name|estimado cliente}}!',
          subtitle: 'Tenemos algo para usted',
          narration: 'Hola, {{first_name|estimado cliente}}. Gracias por confiar en nosotros: tenemos algo especial para usted.',
        },
        { kind: 'benefit', title: 'Pensado para usted', narration: 'Como cliente nuestro, recibe beneficios elegidos según la forma en que usa nuestros servicios.' },
        { kind: 'benefit', title: 'Simple y sin sorpresas', narration: 'Sin trámites ni cargos ocultos: todo está claro desde el principio.' },
        { kind: 'offer', title: '{{offer}}', subtitle: 'Su oferta exclusiva', narration: 'Esta es su oferta exclusiva: {{offer}}.' },
        { kind: 'cta', title: 'Aprovéchela hoy', subtitle: 'Solo toma un minuto', narration: 'Aprovéchela hoy mismo: solo toma un minuto.' },
      ],
    },
  },
  'pt-BR': {
    payment_reminder: {
      language: 'pt-BR',
      scenes: [
        { kind: 'hook', title: 'Olá, {{first_name|cliente}}!', subtitle: 'Um aviso rápido sobre a sua conta', narration: 'Olá, {{first_name|cliente}}. Este é um aviso rápido sobre a sua conta.' },
        {
          kind: 'benefit',
          title: 'Estamos aqui para ajudar',
          subtitle: 'Pagar leva menos de um minuto',
          narration: 'Manter tudo em dia evita interrupções nos seus serviços, e o pagamento leva menos de um minuto.',
        },
        { kind: 'offer', title: '{{amount}} vence em {{due_date}}', subtitle: 'Seu próximo pagamento', narration: 'O seu pagamento de {{amount}} vence em {{due_date}}.' },
        {
          kind: 'cta',
          title: 'Pague com segurança',
          subtitle: 'Escaneie o código ou toque no link',
          narration: 'Escaneie o código ou toque no link para pagar com segurança. Se você já pagou, obrigado, e desconsidere esta mensagem.',
        },
      ],
      link: '{{payment_link}}',
    },
    offer: {
      language: 'pt-BR',
      scenes: [
        {
          kind: 'hook',
          title: 'Olá, {{first_name|cliente}}!',
          subtitle: 'Temos algo especial para você',
          narration: 'Olá, {{first_name|cliente}}. Obrigado por estar com a gente: temos algo especial para você.',
        },
        { kind: 'benefit', title: 'Pensado para você', narration: 'Como nosso cliente, você tem vantagens escolhidas de acordo com o jeito que usa nossos serviços.' },
        { kind: 'benefit', title: 'Simples e sem surpresas', narration: 'Sem burocracia e sem taxas escondidas: tudo claro desde o início.' },
        { kind: 'offer', title: '{{offer}}', subtitle: 'Sua oferta exclusiva', narration: 'Esta é a sua oferta exclusiva: {{offer}}.' },
        { kind: 'cta', title: 'Aproveite hoje mesmo', subtitle: 'Leva só um minuto', narration: 'Aproveite hoje mesmo: leva só um minuto.' },
      ],
    },
  },
};
