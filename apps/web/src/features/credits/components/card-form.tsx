import { useRef, useState, type ChangeEvent } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import type { Plan } from '../api/get-plans';
import { usePayWithTestCard, type CheckoutResult } from '../api/pay-with-test-card';
import {
  CARD_FIELD_OF_ERROR,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  checkNameOnCard,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  isCardErrorCode,
} from '../utils/card';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { formatPrice } from '../utils/price';

interface CardFields {
  name_on_card: string;
  card_number: string;
  expiry: string;
  cvc: string;
}

/**
 * The test-mode card form (spec §2 checkout: name on card, number, expiry, CVC, pay). Checked here
 * with the server's rules and messages; the server checks again and may decline the card.
 * Each attempt carries its own Idempotency-Key, kept when the answer never came (so trying again
 * cannot pay twice) and renewed after a clear answer; a second click while paying does nothing.
 */
export function CardForm({ plan, onPaid }: { plan: Plan; onPaid: (result: CheckoutResult) => void }) {
  const { t } = useTranslation();
  const { t: tShared } = useTranslation('shared');
  const language = useLanguage();
  const payment = usePayWithTestCard();
  const [formError, setFormError] = useState<string | null>(null);
  const attemptKey = useRef<string | null>(null);
  const isPaying = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CardFields>({ mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: { name_on_card: '', card_number: '', expiry: '', cvc: '' } });

  // Errors hold the code, translated when shown, so they follow a change of language.
  const message = (code: string | null) => code ?? true;
  const shown = (code: string | undefined) => (code ? tShared(`errors.${code}`) : undefined);
  const pay = async (fields: CardFields) => {
    if (isPaying.current) return;
    isPaying.current = true;
    setFormError(null);
    attemptKey.current ??= newIdempotencyKey();
    try {
      const result = await payment.mutateAsync({ payment: { plan_id: plan.id, currency: plan.currency, ...fields }, idempotencyKey: attemptKey.current });
      attemptKey.current = null;
      onPaid(result);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        // A clear answer: the next attempt is a new payment.
        attemptKey.current = null;
        if (isCardErrorCode(error.code)) {
          setError(CARD_FIELD_OF_ERROR[error.code], { type: 'server', message: error.code }, { shouldFocus: true });
          return;
        }
        setFormError(error.message || tShared('errors.INTERNAL_ERROR'));
      } else {
        setFormError(tShared('errors.INTERNAL_ERROR'));
      }
    } finally {
      isPaying.current = false;
    }
  };

  const isBusy = isSubmitting || payment.isPending;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(pay)(event)} aria-describedby={formError ? 'card-form-error' : undefined} className="space-y-5">
      {formError ? (
        <p id="card-form-error" role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
          {formError}
        </p>
      ) : null}
      <CardField
        id="name_on_card"
        label={t('checkout.nameOnCard')}
        error={shown(errors.name_on_card?.message)}
        autoComplete="cc-name"
        registration={register('name_on_card', { validate: (value) => message(checkNameOnCard(value)) })}
      />
      <CardField
        id="card_number"
        label={t('checkout.cardNumber')}
        error={shown(errors.card_number?.message)}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        format={formatCardNumber}
        registration={register('card_number', { validate: (value) => message(checkCardNumber(value)) })}
      />
      <div className="grid grid-cols-2 gap-4">
        <CardField
          id="expiry"
          label={t('checkout.expiry')}
          error={shown(errors.expiry?.message)}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('checkout.expiryPlaceholder')}
          format={formatExpiry}
          registration={register('expiry', { validate: (value) => message(checkExpiry(value)) })}
        />
        <CardField
          id="cvc"
          label={t('checkout.cvc')}
          error={shown(errors.cvc?.message)}
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          format={formatCvc}
          registration={register('cvc', { validate: (value) => message(checkCvc(value)) })}
        />
      </div>
      <button type="submit" disabled={isBusy} aria-busy={isBusy} className={buttonClasses('primary', 'w-full')}>
        {isBusy ? t('checkout.paying') : t('checkout.pay', { price: formatPrice(plan.price, plan.currency, language) })}
      </button>
    </form>
  );
}

function CardField({
  id,
  label,
  error,
  registration,
  format,
  ...input
}: {
  id: keyof CardFields;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  /** Rewrites what is typed (groups of digits, the expiry's slash). */
  format?: (value: string) => string;
  autoComplete: string;
  inputMode?: 'numeric';
  placeholder?: string;
}) {
  const errorId = `${id}-error`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (format) event.target.value = format(event.target.value);
    return registration.onChange(event);
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="text"
        {...input}
        {...registration}
        onChange={(event) => void onChange(event)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1.5 h-11 w-full rounded-xl border bg-surface px-3.5 text-fg tabular-nums placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand ${error ? 'border-red-600 dark:border-red-400' : 'border-border'}`}
      />
      {/* Always there, so a message that appears while typing is read out. */}
      <p id={errorId} aria-live="polite" className={error ? 'mt-1.5 text-sm text-red-700 dark:text-red-400' : 'sr-only'}>
        {error}
      </p>
    </div>
  );
}
