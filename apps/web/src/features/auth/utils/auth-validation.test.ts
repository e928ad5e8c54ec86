import type { Language } from '@reelsmith/contracts';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import {
  validateChangePassword,
  validateEmailOnly,
  validateLogin,
  validateNewPassword,
  validateProfile,
  validateSignup,
  type FormProblem,
} from './auth-validation';

const OK_SIGNUP = { fullName: 'Ana Silva', email: 'ana@example.com', password: 'secret1', confirmPassword: 'secret1' };

/** Spec §5 (and §8) sentences of these screens, as each language shows them. */
const SENTENCES: Record<Language, Record<'fillAll' | 'tooShort' | 'differ' | 'badEmail', string>> = {
  en: {
    fillAll: 'Please fill in all fields',
    tooShort: 'Password must be at least 6 characters long',
    differ: 'The passwords do not match',
    badEmail: 'Please enter a valid email address.',
  },
  es: {
    fillAll: 'Por favor, completa todos los campos',
    tooShort: 'La contraseña debe tener al menos 6 caracteres',
    differ: 'Las contraseñas no coinciden',
    badEmail: 'Introduce una dirección de correo electrónico válida.',
  },
  'pt-BR': {
    fillAll: 'Por favor, preencha todos os campos',
    tooShort: 'A senha deve ter pelo menos 6 caracteres',
    differ: 'As senhas não coincidem',
    badEmail: 'Informe um endereço de e-mail válido.',
  },
};

describe.each(['en', 'es', 'pt-BR'] as const)('the sign-in forms in %s', (language) => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await createI18n(language);
    // The sign-in screens' own texts, as their routes load them.
    await i18n.loadNamespaces('auth');
  });
  const shown = (problem: FormProblem | null) => (problem ? i18n.t(problem.message.key, problem.message.params) : null);
  const sentences = SENTENCES[language];

  it('login: every field is required, then the e-mail must be one', () => {
    expect(shown(validateLogin({ email: '', password: '' }))).toBe(sentences.fillAll);
    expect(shown(validateLogin({ email: 'ana@example.com', password: '' }))).toBe(sentences.fillAll);
    expect(shown(validateLogin({ email: '   ', password: 'x' }))).toBe(sentences.fillAll);
    expect(shown(validateLogin({ email: 'ana', password: 'x' }))).toBe(sentences.badEmail);
    // Login asks nothing of the password's length: a wrong password is the server's 'Invalid email or password.'
    expect(validateLogin({ email: ' ana@example.com ', password: 'x' })).toBeNull();
  });

  it('signup: every field, then a real e-mail, at least 6 characters, and the same password twice', () => {
    expect(shown(validateSignup({ ...OK_SIGNUP, fullName: '' }))).toBe(sentences.fillAll);
    expect(shown(validateSignup({ ...OK_SIGNUP, confirmPassword: '' }))).toBe(sentences.fillAll);
    expect(shown(validateSignup({ ...OK_SIGNUP, email: 'ana@' }))).toBe(sentences.badEmail);
    expect(shown(validateSignup({ ...OK_SIGNUP, password: '12345', confirmPassword: '12345' }))).toBe(sentences.tooShort);
    expect(shown(validateSignup({ ...OK_SIGNUP, confirmPassword: 'secret2' }))).toBe(sentences.differ);
    expect(validateSignup({ ...OK_SIGNUP, password: '123456', confirmPassword: '123456' })).toBeNull();
  });

  it('the password forms follow the same rules', () => {
    expect(shown(validateEmailOnly({ email: '' }))).toBe(sentences.fillAll);
    expect(shown(validateEmailOnly({ email: 'nope' }))).toBe(sentences.badEmail);
    expect(shown(validateNewPassword({ password: 'abc', confirmPassword: 'abc' }))).toBe(sentences.tooShort);
    expect(shown(validateNewPassword({ password: 'abcdef', confirmPassword: 'abcdeg' }))).toBe(sentences.differ);
    expect(shown(validateChangePassword({ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' }))).toBe(sentences.fillAll);
    expect(shown(validateChangePassword({ currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abc' }))).toBe(sentences.tooShort);
    expect(shown(validateProfile({ fullName: '  ' }))).toBe(sentences.fillAll);
  });
});

describe('the field at fault', () => {
  it('is the first blank one, in the order of the form', () => {
    expect(validateSignup({ ...OK_SIGNUP, email: '', password: '' })?.field).toBe('email');
    expect(validateSignup({ ...OK_SIGNUP, confirmPassword: 'other1' })?.field).toBe('confirmPassword');
    expect(validateChangePassword({ currentPassword: 'old', newPassword: '1', confirmPassword: '1' })?.field).toBe('newPassword');
  });
});
