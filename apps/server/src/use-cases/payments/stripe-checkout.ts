import type { Language } from '@reelsmith/contracts';
import type Stripe from 'stripe';
import { AppError } from '../../errors';
import type { CheckoutEvent, StripeCheckout } from './payments';

/** Stripe's own locale for each of our languages, so its page speaks the buyer's language. */
const STRIPE_LOCALES: Record<Language, Stripe.Checkout.SessionCreateParams.Locale> = { en: 'en', es: 'es', 'pt-BR': 'pt-BR' };

/** A buyer waits on this call: fail over to a clear 503 well before Stripe's default 80 s. */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Where the SDK sends its calls: Stripe itself, or (tests only, STRIPE_API_BASE_URL) a local
 * stand-in. The SDK takes host, port and protocol separately rather than a base URL.
 */
function apiLocation(apiBaseUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBaseUrl) return {};
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Reduces a verified event to a paid Checkout Session, or says why it is none of our business. */
function toCheckoutEvent(event: Stripe.Event): CheckoutEvent {
  const ignored = (reason: string): CheckoutEvent => ({ kind: 'ignored', eventId: event.id, eventType: event.type, reason });
  // `completed` with payment_status 'unpaid' is a delayed method (boleto, bank debit) still on its
  // way: `async_payment_succeeded` follows when the money arrives, for the same session.
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return ignored('not a payment of a Checkout Session');
  const session = event.data.object;
  if (session.mode !== 'payment') return ignored(`a Checkout Session in ${session.mode} mode`);
  if (session.payment_status !== 'paid') return ignored(`payment_status is ${session.payment_status}`);
  return {
    kind: 'paid',
    eventId: event.id,
    eventType: event.type,
    sessionId: session.id,
    metadata: session.metadata ?? {},
    clientReferenceId: session.client_reference_id,
  };
}

/** The Stripe Checkout adapter over the official SDK. */
export function createStripeCheckout(config: { secretKey: string; webhookSecret: string; apiBaseUrl?: string; publicUrl: string }): StripeCheckout {
  // The SDK is loaded by the first payment, not at start: it takes a fifth of a second to load.
  let sdk: Promise<{ Sdk: typeof Stripe; stripe: Stripe }> | undefined;
  const connect = () =>
    (sdk ??= import('stripe').then(({ default: Sdk }) => ({
      Sdk,
      stripe: new Sdk(config.secretKey, {
        ...apiLocation(config.apiBaseUrl),
        timeout: REQUEST_TIMEOUT_MS,
        // The SDK sends an idempotency key with POSTs, so its retries cannot open two sessions.
        maxNetworkRetries: 2,
        appInfo: { name: 'Reelsmith' },
      }),
    })));
  return {
    kind: 'stripe',
    publicUrl: config.publicUrl,
    async createCheckoutSession(request) {
      const { Sdk, stripe } = await connect();
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: request.currency.toLowerCase(), unit_amount: request.unitAmount, product_data: { name: request.productName } },
            },
          ],
          client_reference_id: request.userId,
          customer_email: request.email,
          metadata: { user_id: request.userId, plan_id: request.planId, credits: String(request.credits) },
          locale: STRIPE_LOCALES[request.language],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        });
      } catch (error) {
        const detail = error instanceof Sdk.errors.StripeError ? `${error.type}: ${error.message}` : String(error);
        throw new AppError('SERVICE_UNAVAILABLE', { cause: error, internalMessage: `could not create a Stripe Checkout Session (${detail})` });
      }
      if (!session.url) throw new AppError('SERVICE_UNAVAILABLE', { internalMessage: `Stripe answered Checkout Session ${session.id} without a url` });
      return { id: session.id, url: session.url };
    },
    async readWebhookEvent({ payload, signature }) {
      if (!signature) throw new AppError('WEBHOOK_SIGNATURE_INVALID', { internalMessage: 'no Stripe-Signature header' });
      const { stripe } = await connect();
      let event: Stripe.Event;
      try {
        // The raw bytes: any re-serialized JSON would no longer match the signature.
        event = await stripe.webhooks.constructEventAsync(payload, signature, config.webhookSecret);
      } catch (error) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', { cause: error, internalMessage: `Stripe webhook refused: ${(error as Error).message}` });
      }
      return toCheckoutEvent(event);
    },
  };
}
