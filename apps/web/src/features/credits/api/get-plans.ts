import type { PaymentProvider, PlanId } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PlanCurrency } from '../utils/price';

/** One pack as GET /api/plans answers it. */
export interface Plan {
  id: PlanId;
  name: string;
  credits: number;
  price: number;
  currency: PlanCurrency;
  best_value: boolean;
  features: { no_watermark: boolean; bulk: boolean; live_support: boolean };
}

/** GET /api/plans: the packs and how they are paid for. */
export interface PlansResponse {
  plans: Plan[];
  payment_provider: PaymentProvider;
}

/** The packs priced in this currency (asked for explicitly: the page's language decides, not the browser's). */
export function getPlans(currency: PlanCurrency): Promise<PlansResponse> {
  return api<PlansResponse>(`/api/plans?currency=${currency}`);
}

/** The packs in the page's currency, cached for the visit. */
export function usePlans(currency: PlanCurrency) {
  return useQuery({ queryKey: ['plans', currency], queryFn: () => getPlans(currency), staleTime: 5 * 60_000 });
}
