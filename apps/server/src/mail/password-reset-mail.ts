import { translate, type Language, type MessageKey } from '@reelsmith/contracts';
import { escapeHtml } from './html';
import type { Mail } from './mailer';

/** The password-reset e-mail in the user's language: a link to the web app's reset page. */
export function passwordResetMail({ to, name, link, language, validMinutes }: { to: string; name: string; link: string; language: Language; validMinutes: number }): Mail {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params);
  const greeting = t('mail.greeting', { name: name.trim() || to });
  const intro = t('mail.password_reset_intro');
  const expiry = t('mail.password_reset_expiry', { minutes: validMinutes });
  const ignore = t('mail.password_reset_ignore');
  const signature = t('mail.signature');
  const text = [greeting, '', intro, '', link, '', expiry, ignore, '', signature].join('\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5;color:#111">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#111;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t('mail.password_reset_button'))}</a></p>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(expiry)}<br>${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: t('mail.password_reset_subject'), text, html };
}
