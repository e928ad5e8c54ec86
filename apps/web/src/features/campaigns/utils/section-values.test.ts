import { DEFAULT_CAMPAIGN_TEMPLATES } from '@reelsmith/contracts';
import { describe, expect, it } from 'vitest';
import { ctaForm, ctaOf, deliveryForm, deliveryOf, productForm, productOf, scriptForm, templateOf } from './section-values';

describe('the script form', () => {
  it('gives back the same template it was made of', () => {
    const template = DEFAULT_CAMPAIGN_TEMPLATES.en.payment_reminder;
    expect(templateOf(scriptForm(template), 'en')).toEqual(template);
  });

  it('leaves out empty subtitles, headline and link, and trims texts', () => {
    const form = { scenes: [{ kind: 'hook' as const, title: ' Hi ', subtitle: '  ', narration: 'Hello ' }], headline: '', link: ' ' };
    expect(templateOf(form, 'es')).toEqual({ language: 'es', scenes: [{ kind: 'hook', title: 'Hi', narration: 'Hello' }] });
  });
});

describe('the delivery form', () => {
  it('sends only the fields filled in', () => {
    expect(deliveryOf({ email: true, subject: '', senderName: ' Acme ', webhookUrl: '' })).toEqual({ email: true, sender_name: 'Acme' });
    expect(deliveryForm({})).toEqual({ email: false, subject: '', senderName: '', webhookUrl: '' });
  });
});

describe('the call to action form', () => {
  it('is null when off, whatever was typed', () => {
    expect(ctaOf({ isOn: false, label: 'Pay', url: 'https://x.example' })).toBeNull();
    expect(ctaOf(ctaForm({ label: 'Pay', url: 'https://x.example' }))).toEqual({ label: 'Pay', url: 'https://x.example' });
  });
});

describe('the product form', () => {
  it('saves the chosen source only', () => {
    const form = { source: 'manual' as const, url: 'https://shop.example', name: ' Plan Plus ', description: '' };
    expect(productOf(form)).toEqual({ source: 'manual', name: 'Plan Plus' });
    expect(productOf({ ...form, source: 'url' })).toEqual({ source: 'url', url: 'https://shop.example' });
    expect(productOf({ ...form, source: 'none' })).toBeNull();
    expect(productForm(null).source).toBe('none');
  });
});
