import { describe, expect, it } from 'vitest';
import { MAX_SCENES, addScene, moveScene, removeScene, rowValues, scriptText, withScriptText } from './script-form';
import type { ScriptForm } from './section-values';

const scene = (title: string) => ({ kind: 'hook' as const, title, subtitle: '', narration: `${title}.` });
const form: ScriptForm = { scenes: [scene('A'), scene('B'), scene('C')], headline: 'Acme', link: '' };

describe('script texts by path', () => {
  it('read and change a scene’s field, the headline and the link', () => {
    expect(scriptText(form, 'scenes.1.narration')).toBe('B.');
    expect(scriptText(form, 'headline')).toBe('Acme');
    expect(scriptText(form, 'scenes.9.title')).toBe('');
    expect(scriptText(withScriptText(form, 'scenes.2.title', 'Z'), 'scenes.2.title')).toBe('Z');
    expect(withScriptText(form, 'link', '{{payment_link}}').link).toBe('{{payment_link}}');
    expect(withScriptText(form, 'scenes.0.subtitle', 'x').scenes[1]).toBe(form.scenes[1]);
  });
});

describe('scenes', () => {
  it('move up and down, never past either end', () => {
    expect(moveScene(form, 1, -1).scenes.map((s) => s.title)).toEqual(['B', 'A', 'C']);
    expect(moveScene(form, 1, 1).scenes.map((s) => s.title)).toEqual(['A', 'C', 'B']);
    expect(moveScene(form, 0, -1)).toBe(form);
    expect(moveScene(form, 2, 1)).toBe(form);
  });

  it('are added up to the limit and removed down to one', () => {
    let grown = form;
    for (let i = 0; i < 10; i += 1) grown = addScene(grown);
    expect(grown.scenes).toHaveLength(MAX_SCENES);
    expect(grown.scenes.at(-1)).toEqual({ kind: 'benefit', title: '', subtitle: '', narration: '' });
    let shrunk = form;
    for (let i = 0; i < 5; i += 1) shrunk = removeScene(shrunk, 0);
    expect(shrunk.scenes.map((s) => s.title)).toEqual(['C']);
  });
});

describe('rowValues', () => {
  it('names a row’s cells by the variables their columns fill', () => {
    expect(rowValues(['Ana', 'ana@example.com', '10'], { 0: 'first_name', 2: 'amount', 5: 'plan' })).toEqual({ first_name: 'Ana', amount: '10', plan: '' });
  });
});
