import { describe, expect, it } from 'vitest';
import { KNOWN_VARIABLES, assignVariable, mappedVariables, slugifyHeader, variableChoices } from './column-mapping';

describe('slugifyHeader', () => {
  it.each([
    ['Valor da dívida', 'valor_da_divida'],
    ['  E-mail  ', 'e_mail'],
    ['2nd phone', 'col_2nd_phone'],
    ['!!!', ''],
    ['Número de cuenta', 'numero_de_cuenta'],
  ])('%j → %j', (header, slug) => expect(slugifyHeader(header)).toBe(slug));

  it('keeps within the 64 characters a variable may have', () => {
    expect(slugifyHeader('a '.repeat(50)).length).toBeLessThanOrEqual(64);
  });
});

describe('assignVariable', () => {
  it('sets, changes and clears a column', () => {
    expect(assignVariable({ 0: 'first_name' }, 1, 'email')).toEqual({ 0: 'first_name', 1: 'email' });
    expect(assignVariable({ 0: 'first_name' }, 0, 'name')).toEqual({ 0: 'name' });
    expect(assignVariable({ 0: 'first_name', 1: 'email' }, 0, null)).toEqual({ 1: 'email' });
  });

  it('moves a variable that another column filled, so no two columns fill one', () => {
    expect(assignVariable({ 0: 'first_name', 1: 'email' }, 2, 'email')).toEqual({ 0: 'first_name', 2: 'email' });
  });
});

describe('mappedVariables', () => {
  it('lists variables in column order (10 after 2)', () => {
    expect(mappedVariables({ 10: 'plan', 2: 'amount', 0: 'first_name' })).toEqual(['first_name', 'amount', 'plan']);
  });
});

describe('variableChoices', () => {
  it('offers the known variables, the header’s own name and the current one once each', () => {
    const choices = variableChoices('Contract number', 'contract');
    expect(choices.slice(0, 3)).toEqual(['first_name', 'name', 'email']);
    expect(choices.slice(-2)).toEqual(['contract_number', 'contract']);
    expect(variableChoices('Email', 'email').filter((choice) => choice === 'email')).toHaveLength(1);
    expect(variableChoices('!!!', undefined)).toEqual([...KNOWN_VARIABLES]);
  });
});
