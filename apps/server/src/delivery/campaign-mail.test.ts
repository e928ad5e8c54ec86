import { describe, expect, it } from 'vitest';
import { campaignMail, campaignMailSubject, type CampaignMailInput } from './campaign-mail';

const INPUT: CampaignMailInput = {
  to: 'ana@example.com',
  language: 'en',
  subject: '{{first_name|Hi}}, your {{plan}} is ready',
  variables: { first_name: 'Ana', plan: 'Gold plan' },
  sender: 'Acme Bank',
  watchUrl: 'https://reelsmith.example/v/abc123def',
  image: { url: 'https://reelsmith.example/api/watch/abc123def/thumbnail.jpg', width: 600, height: 338 },
  cta: { label: 'Pay now', url: 'https://acme.example/pay?id=7&x=1' },
  unsubscribePageUrl: 'https://reelsmith.example/unsubscribe/tok.en',
  oneClickUnsubscribeUrl: 'https://reelsmith.example/api/unsubscribe/tok.en',
};

describe('campaignMailSubject', () => {
  it("fills the row's values and fallbacks, on one line", () => {
    expect(campaignMailSubject(INPUT)).toBe('Ana, your Gold plan is ready');
    expect(campaignMailSubject({ ...INPUT, variables: { plan: 'Gold' } })).toBe('Hi, your Gold is ready');
    expect(campaignMailSubject({ ...INPUT, subject: 'Line one\r\nBcc: x@example.com', variables: {} })).toBe('Line one Bcc: x@example.com');
  });

  it.each([
    ['en', 'Ana, a video for you', 'Hello, a video for you'],
    ['es', 'Ana, un video para ti', 'Hola, un video para ti'],
    ['pt-BR', 'Ana, um vídeo para você', 'Olá, um vídeo para você'],
  ] as const)('has a default in %s, greeting the first name when the row has one', (language, named, nameless) => {
    expect(campaignMailSubject({ language, subject: undefined, variables: { first_name: 'Ana' } })).toBe(named);
    expect(campaignMailSubject({ language, subject: '{{first_name}}', variables: {} })).toBe(nameless);
  });
});

describe('campaignMail', () => {
  it('links the poster and the button to the watch page, and offers the call to action and the unsubscribe page', () => {
    const mail = campaignMail(INPUT);
    expect(mail).toMatchObject({ to: 'ana@example.com', subject: 'Ana, your Gold plan is ready', fromName: 'Acme Bank' });
    expect(mail.html).toContain('<a href="https://reelsmith.example/v/abc123def"><img src="https://reelsmith.example/api/watch/abc123def/thumbnail.jpg" width="600" height="338" alt="Play the video from Acme Bank"');
    expect(mail.html).toContain('href="https://acme.example/pay?id=7&#38;x=1"');
    expect(mail.html).toContain('<a href="https://reelsmith.example/unsubscribe/tok.en" style="color:#666">Unsubscribe</a>');
    expect(mail.text).toBe(
      [
        'Hello Ana,',
        'Acme Bank made this video for you.',
        '',
        'Watch it here:',
        'https://reelsmith.example/v/abc123def',
        '',
        'Pay now: https://acme.example/pay?id=7&x=1',
        '',
        '--',
        'This email was sent to ana@example.com by Acme Bank with Reelsmith.',
        'To stop getting emails from Acme Bank:',
        'https://reelsmith.example/unsubscribe/tok.en',
      ].join('\n'),
    );
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://reelsmith.example/api/unsubscribe/tok.en>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('speaks the campaign language', () => {
    const mail = campaignMail({ ...INPUT, language: 'pt-BR', subject: undefined, cta: null });
    expect(mail.html).toContain('<html lang="pt-BR">');
    expect(mail.text.split('\n').slice(0, 4)).toEqual(['Olá, Ana,', 'Acme Bank fez este vídeo para você.', '', 'Assista aqui:']);
    expect(mail.html).toContain('>Assistir ao vídeo</a>');
    expect(mail.html).toContain('>Cancelar inscrição</a>');
  });

  it("never lets the row's values, the sender or the call to action become markup", () => {
    const mail = campaignMail({
      ...INPUT,
      variables: { first_name: '<script>alert(1)</script>' },
      sender: 'Acme "Bank" <b>',
      cta: { label: '<img src=x onerror=alert(1)>', url: 'https://acme.example/"onmouseover="x' },
    });
    expect(mail.html).not.toMatch(/<script|<img src=x|<b>|"onmouseover/);
    expect(mail.html).toContain('Hello &#60;script&#62;alert(1)&#60;/script&#62;,');
    expect(mail.html).toContain('Acme &#34;Bank&#34; &#60;b&#62; made this video for you.');
  });

  it('goes without the picture when the video has no poster', () => {
    expect(campaignMail({ ...INPUT, image: null }).html).not.toContain('<img');
  });
});
