import { translate, type Language, type MessageKey } from '@reelsmith/contracts';
import { fillVariables } from '@reelsmith/engine';
import { escapeHtml } from '../mail/html';
import type { Mail } from '../mail/mailer';

/** Everything one recipient's campaign e-mail says. */
export interface CampaignMailInput {
  to: string;
  /** The campaign's language (its videos speak it, so its recipients read it). */
  language: Language;
  /** The campaign's subject, which may hold {{variables}}; the language's default when absent. */
  subject?: string | undefined;
  /** The recipient's row. */
  variables: Readonly<Record<string, string>>;
  /** Who the e-mail is from, as the recipient knows them: the campaign's sender name, else the account's. */
  sender: string;
  /** The recipient's watch page. */
  watchUrl: string;
  /** The video's poster with a play button drawn on it; its size, so mail apps keep the layout while it loads. */
  image: { url: string; width: number; height: number } | null;
  /** The business's call to action (a button to its page), or null. */
  cta: { label: string; url: string } | null;
  /** The unsubscribe page, where a person confirms (the link in the message). */
  unsubscribePageUrl: string;
  /** The API address a mail app POSTs to for a one-click unsubscribe (RFC 8058). */
  oneClickUnsubscribeUrl: string;
}

const MAX_SUBJECT_LENGTH = 200;

/** The subject with the row's values filled in, on one line; the default when nothing is left. */
export function campaignMailSubject({ subject, variables, language }: Pick<CampaignMailInput, 'subject' | 'variables' | 'language'>): string {
  const filled = fillVariables(subject ?? '', variables).replace(/\s+/g, ' ').trim();
  if (filled) return [...filled].slice(0, MAX_SUBJECT_LENGTH).join('');
  const name = (variables.first_name ?? variables.name ?? '').trim() || translate(language, 'campaignMail.default_name');
  return translate(language, 'campaignMail.default_subject', { name });
}

const BUTTON = 'display:inline-block;padding:12px 22px;border-radius:8px;font-weight:bold;text-decoration:none';

/**
 * A recipient's e-mail: the poster with a play button linking to the watch page, the business's
 * call to action, and an unsubscribe link; the same in plain text. List-Unsubscribe names the
 * one-click address with List-Unsubscribe-Post (RFC 8058), so mail apps offer their own button
 * and unsubscribe without opening a page (Gmail and Yahoo ask bulk senders for both).
 */
export function campaignMail(input: CampaignMailInput): Mail {
  const t = (key: MessageKey, params?: Record<string, string>) => translate(input.language, key, params);
  const { sender, watchUrl, cta } = input;
  const firstName = (input.variables.first_name ?? input.variables.name ?? '').trim();
  const greeting = firstName ? t('mail.greeting', { name: firstName }) : '';
  const intro = t('campaignMail.intro', { sender });
  const footer = t('campaignMail.footer', { email: input.to, sender });
  const subject = campaignMailSubject(input);

  const text = [
    ...(greeting ? [greeting] : []),
    intro,
    '',
    t('campaignMail.text_watch'),
    watchUrl,
    ...(cta ? ['', `${cta.label}: ${cta.url}`] : []),
    '',
    '--',
    footer,
    t('campaignMail.text_unsubscribe', { sender }),
    input.unsubscribePageUrl,
  ].join('\n');

  const image = input.image
    ? `<a href="${escapeHtml(watchUrl)}"><img src="${escapeHtml(input.image.url)}" width="${input.image.width}" height="${input.image.height}" alt="${escapeHtml(t('campaignMail.image_alt', { sender }))}" style="display:block;margin:0 auto;max-width:100%;height:auto;border:0;border-radius:8px"></a>`
    : '';
  const html = [
    `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px 12px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#111">',
    '<div style="max-width:600px;margin:0 auto;padding:24px;border-radius:12px;background:#fff;text-align:center">',
    `<p style="margin:0 0 20px">${greeting ? `${escapeHtml(greeting)}<br>` : ''}${escapeHtml(intro)}</p>`,
    image,
    `<p style="margin:24px 0 0"><a href="${escapeHtml(watchUrl)}" style="${BUTTON};background:#111;color:#fff">${escapeHtml(t('campaignMail.watch'))}</a></p>`,
    cta ? `<p style="margin:12px 0 0"><a href="${escapeHtml(cta.url)}" style="${BUTTON};border:1px solid #111;color:#111">${escapeHtml(cta.label)}</a></p>` : '',
    '</div>',
    `<p style="max-width:600px;margin:16px auto 0;font-size:12px;color:#666;text-align:center">${escapeHtml(footer)}<br><a href="${escapeHtml(input.unsubscribePageUrl)}" style="color:#666">${escapeHtml(t('campaignMail.unsubscribe'))}</a></p>`,
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n');

  return {
    to: input.to,
    subject,
    text,
    html,
    fromName: sender,
    headers: { 'List-Unsubscribe': `<${input.oneClickUnsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
