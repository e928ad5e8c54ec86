import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ptBR from '../../../locales/pt-BR.json';
import type { UnsubscribeView } from '../utils/unsubscribe-view';
import { UnsubscribeCard } from './unsubscribe-card';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en }, 'pt-BR': { translation: ptBR } }, interpolation: { escapeValue: false } });
});

const STATUS = { sender: 'Banco <Sol>', email: 'm•••@example.com', unsubscribed: false };
const render = (view: UnsubscribeView, language = 'en') => {
  void i18n.changeLanguage(language);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <UnsubscribeCard view={view} onConfirm={() => undefined} onRetry={() => undefined} />
    </I18nextProvider>,
  );
};

describe('UnsubscribeCard', () => {
  it('asks before unsubscribing, naming the business and the masked address, with one button', () => {
    const html = render({ kind: 'confirm', status: STATUS, isSubmitting: false, hasFailed: false });
    expect(html).toContain('<h1 class="text-2xl font-bold tracking-tight text-balance sm:text-3xl">Stop emails from Banco &lt;Sol&gt;?</h1>');
    expect(html).toContain('Banco &lt;Sol&gt; will no longer send emails to m•••@example.com through Reelsmith.');
    expect(html).toMatch(/<button type="button" class="[^"]+">Unsubscribe<\/button>/);
    expect(html).not.toContain('role="alert"');
  });

  it('disables the button while it is sent, and says when it failed', () => {
    expect(render({ kind: 'confirm', status: STATUS, isSubmitting: true, hasFailed: false })).toMatch(/<button type="button" disabled="" class="[^"]+">Unsubscribing...<\/button>/);
    expect(render({ kind: 'confirm', status: STATUS, isSubmitting: false, hasFailed: true })).toContain('role="alert"');
  });

  it('shows loading, done, a link that does not work, and a retry, in the page language', () => {
    expect(render({ kind: 'loading' })).toContain('<p role="status" class="py-16 text-center text-muted">Loading...</p>');
    expect(render({ kind: 'done', status: { ...STATUS, unsubscribed: true }, isJustConfirmed: false }, 'pt-BR')).toContain('>Sua inscrição foi cancelada</h1>');
    expect(render({ kind: 'invalid' }, 'pt-BR')).toContain('>Este link não funciona</h1>');
    expect(render({ kind: 'load-error' })).toMatch(/role="alert"[^>]*>The page could not be loaded\..*>Try again<\/button>/s);
    expect(render({ kind: 'done', status: STATUS, isJustConfirmed: false })).toContain('aria-live="polite"');
  });

  it('makes the done title the focus target once the button that was pressed is gone', () => {
    const done = { ...STATUS, unsubscribed: true };
    expect(render({ kind: 'done', status: done, isJustConfirmed: true })).toMatch(/<h1 tabindex="-1" class="[^"]*focus:outline-none[^"]*">You are unsubscribed<\/h1>/);
    expect(render({ kind: 'done', status: done, isJustConfirmed: false })).not.toContain('tabindex');
  });
});
