import type { PlanId } from '@reelsmith/contracts';
import { api } from '../../../lib/api-client';
import type { PlanCurrency } from '../utils/price';

/** POST /api/credit-button-clicks body (spec §3 credit_button_clicks). */
export interface CreditButtonClick {
  button_location: string;
  plan_id: PlanId;
  currency: PlanCurrency;
  page_url?: string | null;
  referrer_url?: string | null;
}

/** Records a signed-in user's click on a buy button (the server refuses anonymous ones: spec §6). */
export async function recordCreditButtonClick(click: CreditButtonClick): Promise<void> {
  await api<{ ok: true }>('/api/credit-button-clicks', { json: click });
}
