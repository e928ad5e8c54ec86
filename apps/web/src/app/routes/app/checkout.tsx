import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { usePathTo } from '../../../config/paths';
import { meQueryKey, useMe, type Me } from '../../../features/auth/api/get-me';
import { RequireSignIn } from '../../../features/auth/components/require-sign-in';
import type { CheckoutResult } from '../../../features/credits/api/pay-with-test-card';
import { Checkout } from '../../../features/credits/components/checkout';
import type { PaymentSuccessState } from './checkout-success';

function CheckoutScreen() {
  const [params] = useSearchParams();
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const onPaid = (result: CheckoutResult) => {
    // Every screen that shows the balance sees the new one at once.
    queryClient.setQueryData<Me | null>(meQueryKey, (current) => (current ? { ...current, credits: result.credits } : current));
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    const state: PaymentSuccessState = { creditsAdded: result.credits_added, credits: result.credits };
    void navigate(pathTo('checkoutSuccess'), { state });
  };
  return <Checkout planId={params.get('plan')} currentCredits={me.data?.credits ?? 0} onPaid={onPaid} />;
}

/** Checkout: pay for the pack chosen on the credits page (signed in). */
export default function CheckoutPage() {
  return (
    <RequireSignIn>
      <CheckoutScreen />
    </RequireSignIn>
  );
}
