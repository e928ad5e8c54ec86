import { describe, expect, it } from 'vitest';
import { unsubscribeView } from './unsubscribe-view';

const STATUS = { sender: 'Banco Sol', email: 'm•••@example.com', unsubscribed: false };
const idle = { isPending: false, isError: false, data: undefined };

describe('unsubscribeView', () => {
  it('waits for the status, then asks to confirm', () => {
    expect(unsubscribeView({ isPending: true, isError: false, data: undefined }, idle)).toEqual({ kind: 'loading' });
    expect(unsubscribeView({ isPending: false, isError: false, data: STATUS }, idle)).toEqual({ kind: 'confirm', status: STATUS, isSubmitting: false, hasFailed: false });
  });

  it('says a link that is not ours does not work, and offers a retry when the status could not be read', () => {
    expect(unsubscribeView({ isPending: false, isError: false, data: null }, idle)).toEqual({ kind: 'invalid' });
    expect(unsubscribeView({ isPending: false, isError: true, data: undefined }, idle)).toEqual({ kind: 'load-error' });
  });

  it('keeps the button while the press is sent and after it failed, and is done once it went through', () => {
    const query = { isPending: false, isError: false, data: STATUS };
    expect(unsubscribeView(query, { isPending: true, isError: false, data: undefined })).toMatchObject({ kind: 'confirm', isSubmitting: true, hasFailed: false });
    expect(unsubscribeView(query, { isPending: false, isError: true, data: undefined })).toMatchObject({ kind: 'confirm', isSubmitting: false, hasFailed: true });
    const done = { ...STATUS, unsubscribed: true };
    expect(unsubscribeView(query, { isPending: false, isError: false, data: done })).toEqual({ kind: 'done', status: done, isJustConfirmed: true });
  });

  it('shows done at once for an address already unsubscribed (the link opened again)', () => {
    const done = { ...STATUS, unsubscribed: true };
    expect(unsubscribeView({ isPending: false, isError: false, data: done }, idle)).toEqual({ kind: 'done', status: done, isJustConfirmed: false });
  });
});
