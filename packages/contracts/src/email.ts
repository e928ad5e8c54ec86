/**
 * A pragmatic e-mail check matching what browsers accept for <input type="email"> (WHATWG HTML
 * "valid e-mail address"), so the server never refuses what the form let through.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** True when the text is an e-mail address a browser's e-mail input would accept. */
export function isValidEmail(text: string): boolean {
  return text.length <= 320 && EMAIL_PATTERN.test(text);
}
