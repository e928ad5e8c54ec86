import type { JoinWaitlistRequest } from '@reelsmith/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/waitlist answer: the success sentence in the page's language. */
export interface WaitlistJoined {
  ok: true;
  message: string;
}

/** POST /api/waitlist: name and company optional, e-mail required; 409 WAITLIST_DUPLICATE when already on the list. */
export function joinWaitlist(body: JoinWaitlistRequest): Promise<WaitlistJoined> {
  return api<WaitlistJoined>('/api/waitlist', { json: body });
}
