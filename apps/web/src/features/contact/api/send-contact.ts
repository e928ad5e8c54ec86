import { api } from '../../../lib/api-client';

/** POST /api/contact answer: the success sentence in the page's language. */
export interface ContactSent {
  ok: true;
  message: string;
}

/** POST /api/contact: a message to the team; the server trims both fields and stores an empty message as null. */
export function sendContact(body: { email: string; message: string }): Promise<ContactSent> {
  return api<ContactSent>('/api/contact', { json: body });
}
