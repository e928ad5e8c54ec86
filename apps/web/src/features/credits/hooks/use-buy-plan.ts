import { useNavigate } from 'react-router';
import { usePathTo } from '../../../config/paths';
import { track } from '../../../lib/analytics';
import type { Plan } from '../api/get-plans';
import { recordCreditButtonClick } from '../api/record-credit-button-click';

/** Where the buy buttons sit, for the click records (spec §3 button_location). */
export const CREDITS_PAGE_BUTTON_LOCATION = 'credits_page';

/**
 * Buying a pack: a signed-in buyer's click is recorded (spec §6: only theirs) and they go to the
 * checkout; anyone else goes to the login page first, which brings them back to that checkout.
 */
export function useBuyPlan({ isSignedIn, buttonLocation = CREDITS_PAGE_BUTTON_LOCATION }: { isSignedIn: boolean; buttonLocation?: string }) {
  const navigate = useNavigate();
  const pathTo = usePathTo();
  return (plan: Plan) => {
    const checkout = `${pathTo('checkout')}?plan=${plan.id}`;
    track({
      name: 'credit_button_click',
      properties: { button_location: buttonLocation, plan_id: plan.id, plan_name: plan.name, currency: plan.currency, plan_price: plan.price, plan_credits: plan.credits, page_url: window.location.pathname },
    });
    if (!isSignedIn) {
      void navigate(`${pathTo('login')}?next=${encodeURIComponent(checkout)}`);
      return;
    }
    // The record is for analytics: it goes on its own (a page change inside the app does not cancel
    // it), and a failure to write it never stands between the buyer and the checkout.
    recordCreditButtonClick({
      button_location: buttonLocation,
      plan_id: plan.id,
      currency: plan.currency,
      page_url: window.location.href,
      referrer_url: document.referrer || null,
    }).catch(() => undefined);
    void navigate(checkout);
  };
}
