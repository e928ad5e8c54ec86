import { MIN_PASSWORD_LENGTH, isValidEmail } from '@reelsmith/contracts';

/** An i18next key (shared messages carry the 'shared:' namespace) and its values. */
export interface Message {
  key: string;
  params?: Record<string, string | number>;
}

/** What is wrong with a form: the sentence to show and the field to put the cursor in. */
export interface FormProblem<Field extends string = string> {
  field: Field;
  message: Message;
}

// Spec §5 and §8 sentences; the server speaks the same ones (packages/contracts messages).
const FIELDS_REQUIRED: Message = { key: 'shared:errors.FIELDS_REQUIRED' };
const INVALID_EMAIL: Message = { key: 'shared:errors.INVALID_EMAIL' };
const PASSWORD_TOO_SHORT: Message = { key: 'shared:errors.PASSWORD_TOO_SHORT', params: { minimum: MIN_PASSWORD_LENGTH } };
const PASSWORDS_DIFFER: Message = { key: 'auth.passwordsDiffer' };

const isBlank = (value: string | undefined) => !value || value.trim() === '';

/** The first blank field of the form, in the order given. */
function firstBlank<Field extends string>(values: Record<Field, string>, order: readonly Field[]): FormProblem<Field> | null {
  const field = order.find((name) => isBlank(values[name]));
  return field ? { field, message: FIELDS_REQUIRED } : null;
}

function checkEmail<Field extends string>(field: Field, email: string): FormProblem<Field> | null {
  return isValidEmail(email.trim()) ? null : { field, message: INVALID_EMAIL };
}

/** A new password and its confirmation: long enough, and the same twice. */
function checkNewPassword<Field extends string>(passwordField: Field, password: string, confirmField: Field, confirmation: string): FormProblem<Field> | null {
  if (password.length < MIN_PASSWORD_LENGTH) return { field: passwordField, message: PASSWORD_TOO_SHORT };
  if (password !== confirmation) return { field: confirmField, message: PASSWORDS_DIFFER };
  return null;
}

export interface LoginValues {
  email: string;
  password: string;
}

/** Login: every field filled ('Please fill in all fields'), and an e-mail that is one. */
export function validateLogin(values: LoginValues): FormProblem<keyof LoginValues> | null {
  return firstBlank(values, ['email', 'password']) ?? checkEmail('email', values.email);
}

export interface SignupValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Signup: every field, a real e-mail, a password of at least 6 characters, typed the same twice. */
export function validateSignup(values: SignupValues): FormProblem<keyof SignupValues> | null {
  return (
    firstBlank(values, ['fullName', 'email', 'password', 'confirmPassword']) ??
    checkEmail('email', values.email) ??
    checkNewPassword('password', values.password, 'confirmPassword', values.confirmPassword)
  );
}

export interface EmailValues {
  email: string;
}

/** The forgotten-password form: an e-mail. */
export function validateEmailOnly(values: EmailValues): FormProblem<keyof EmailValues> | null {
  return firstBlank(values, ['email']) ?? checkEmail('email', values.email);
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** The reset-password form: a new password, typed twice. */
export function validateNewPassword(values: NewPasswordValues): FormProblem<keyof NewPasswordValues> | null {
  return firstBlank(values, ['password', 'confirmPassword']) ?? checkNewPassword('password', values.password, 'confirmPassword', values.confirmPassword);
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Settings: the current password, and a new one typed twice. */
export function validateChangePassword(values: ChangePasswordValues): FormProblem<keyof ChangePasswordValues> | null {
  return (
    firstBlank(values, ['currentPassword', 'newPassword', 'confirmPassword']) ??
    checkNewPassword('newPassword', values.newPassword, 'confirmPassword', values.confirmPassword)
  );
}

export interface ProfileValues {
  fullName: string;
}

/** Settings: a name that is not blank. */
export function validateProfile(values: ProfileValues): FormProblem<keyof ProfileValues> | null {
  return firstBlank(values, ['fullName']);
}
