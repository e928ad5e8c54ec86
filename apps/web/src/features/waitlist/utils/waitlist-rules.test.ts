import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { checkWaitlist, waitlistBody, waitlistErrorMessage } from './waitlist-rules';

const values = (email: string, name = '', company = '') => ({ email, name, company });

describe('checkWaitlist', () => {
  it.each(['', '   '])('requires the e-mail (%j)', (email) => {
    expect(checkWaitlist(values(email))).toEqual({ key: 'shared:errors.EMAIL_REQUIRED' });
  });

  it('refuses what is not an e-mail', () => {
    expect(checkWaitlist(values('not-an-email'))).toEqual({ key: 'shared:errors.INVALID_EMAIL' });
  });

  it('takes an e-mail alone, name and company being optional', () => {
    expect(checkWaitlist(values(' ana@tienda.mx '))).toBeNull();
  });
});

describe('waitlistBody', () => {
  it('trims every field and leaves blank ones out', () => {
    expect(waitlistBody(values(' ana@tienda.mx ', '  ', ' Tienda Ana '))).toEqual({ email: 'ana@tienda.mx', company: 'Tienda Ana' });
  });
});

describe('waitlistErrorMessage', () => {
  it('shows the server’s sentence for an e-mail already on the list', () => {
    expect(waitlistErrorMessage(new ApiError(409, 'WAITLIST_DUPLICATE', 'Este correo ya está en nuestra lista de espera'))).toEqual({
      text: 'Este correo ya está en nuestra lista de espera',
    });
  });

  it.each([
    ['a server failure', new ApiError(500, 'WAITLIST_FAILED', 'Internal')],
    ['an answer without our error body', new ApiError(502, 'HTTP_502', 'Bad Gateway')],
    ['a 4xx without our error body', new ApiError(404, 'HTTP_404', 'Not Found')],
    ['no connection', new NetworkError(new TypeError('Failed to fetch'))],
    ['anything else', new Error('boom')],
  ])('says the generic waitlist error for %s', (_what, error) => {
    expect(waitlistErrorMessage(error)).toEqual({ key: 'shared:errors.WAITLIST_FAILED' });
  });
});
