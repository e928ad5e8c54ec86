import { describe, expect, it } from 'vitest';
import { fillTemplateText, insertVariable, isVariableName, parseTemplateText, variableToken } from './template-text';

describe('parseTemplateText', () => {
  it('splits words from variables and reads fallbacks', () => {
    expect(parseTemplateText('Hi {{first_name|there}}, you owe {{ amount }}.')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'variable', name: 'first_name', fallback: 'there' },
      { kind: 'text', text: ', you owe ' },
      { kind: 'variable', name: 'amount', fallback: null },
      { kind: 'text', text: '.' },
    ]);
  });

  it('treats an empty fallback as none, and keeps unclosed braces as text', () => {
    expect(parseTemplateText('{{plan|  }}')).toEqual([{ kind: 'variable', name: 'plan', fallback: null }]);
    expect(parseTemplateText('Hi {{first_name')).toEqual([{ kind: 'text', text: 'Hi {{first_name' }]);
  });
});

describe('fillTemplateText', () => {
  it('uses the value, else the fallback', () => {
    expect(fillTemplateText('Hi {{first_name|there}}!', { first_name: 'Ana' })).toBe('Hi Ana!');
    expect(fillTemplateText('Hi {{first_name|there}}!', { first_name: '  ' })).toBe('Hi there!');
  });

  it('gives null when a required value is missing (that row gets no video)', () => {
    expect(fillTemplateText('{{amount}} due', {})).toBeNull();
  });
});

describe('variableToken', () => {
  it('writes a fallback only when there is one, without braces or pipes in it', () => {
    expect(variableToken('first_name')).toBe('{{first_name}}');
    expect(variableToken('first_name', ' there ')).toBe('{{first_name|there}}');
    expect(variableToken('first_name', '{|}')).toBe('{{first_name}}');
  });
});

describe('insertVariable', () => {
  it('inserts at the cursor, spacing it from the words it touches', () => {
    expect(insertVariable({ text: 'Hi!', selectionStart: 2, selectionEnd: 2, name: 'first_name' })).toEqual({ text: 'Hi {{first_name}}!', cursor: 17 });
    expect(insertVariable({ text: 'Hi there', selectionStart: 3, selectionEnd: 3, name: 'first_name', fallback: 'friend' })).toEqual({
      text: 'Hi {{first_name|friend}} there',
      cursor: 25,
    });
  });

  it('spaces it after punctuation, not after a space or an opening mark', () => {
    expect(insertVariable({ text: 'Thank you.', selectionStart: 10, selectionEnd: 10, name: 'amount' }).text).toBe('Thank you. {{amount}}');
    expect(insertVariable({ text: 'Hi ', selectionStart: 3, selectionEnd: 3, name: 'amount' }).text).toBe('Hi {{amount}}');
    expect(insertVariable({ text: '¿', selectionStart: 1, selectionEnd: 1, name: 'first_name' }).text).toBe('¿{{first_name}}');
    expect(insertVariable({ text: '(!)', selectionStart: 1, selectionEnd: 1, name: 'amount' }).text).toBe('({{amount}}!)');
  });

  it('replaces the selected text', () => {
    expect(insertVariable({ text: 'Pay 10 today', selectionStart: 4, selectionEnd: 6, name: 'amount' })).toEqual({ text: 'Pay {{amount}} today', cursor: 14 });
  });

  it('copes with an empty text and a cursor out of range', () => {
    expect(insertVariable({ text: '', selectionStart: 0, selectionEnd: 0, name: 'offer' })).toEqual({ text: '{{offer}}', cursor: 9 });
    expect(insertVariable({ text: 'Hi', selectionStart: 99, selectionEnd: 99, name: 'offer' }).text).toBe('Hi {{offer}}');
  });
});

describe('isVariableName', () => {
  it.each([
    ['first_name', true],
    ['due_date2', true],
    ['First', false],
    ['2nd', false],
    ['with space', false],
    ['', false],
  ])('%j → %s', (name, ok) => expect(isVariableName(name)).toBe(ok));
});
