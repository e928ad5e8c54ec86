import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { getMe, meQueryKey, useMe } from '../../../features/auth/api/get-me';
import { RequireSignIn } from '../../../features/auth/components/require-sign-in';
import { PaymentSuccess } from '../../../features/credits/components/payment-success';
import { useStripeCredits } from '../../../features/credits/hooks/use-stripe-credits';

/** What the checkout hands to this page after a test-mode payment. */
export interface PaymentSuccessState {
  creditsAdded: number;
  credits: number;
}

function isPaymentSuccessState(value: unknown): value is PaymentSuccessState {
  const state = value as Partial<PaymentSuccessState> | null;
  return typeof state?.creditsAdded === 'number' && typeof state.credits === 'number';
}

function PaymentSuccessScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const paid = isPaymentSuccessState(location.state) ? location.state : null;
  const me = useMe();
  const stripe = useStripeCredits(params.get('session_id'), me.data?.credits ?? null);
  // A second observer of the same query polls it while Stripe's credits are on their way.
  useQuery({ queryKey: meQueryKey, queryFn: getMe, refetchInterval: stripe.pollMs });
  return (
    <PaymentSuccess
      credits={me.data?.credits ?? paid?.credits ?? null}
      creditsAdded={paid?.creditsAdded ?? null}
      isWaiting={stripe.isWaiting}
      isDelayed={stripe.isDelayed}
    />
  );
}

/** Payment success: the new balance, and back to the dashboard (signed in). */
export default function CheckoutSuccessPage() {
  return (
    <RequireSignIn>
      <PaymentSuccessScreen />
    </RequireSignIn>
  );
}
