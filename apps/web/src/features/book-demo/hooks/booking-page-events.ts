import type { TrackedEvent } from '../../../lib/analytics';

/** Spec §9: opening Book a demo is step 2 of the demo-booking funnel. */
export const BOOKING_PAGE_VIEWED: TrackedEvent = {
  name: 'funnel_step',
  properties: { funnel_name: 'demo_booking', step_name: 'viewed_booking_page', step_number: 2 },
};

/** The longest time on the page an event may report (the API refuses more than a day). */
const MAX_TIME_SPENT_MS = 86_400_000;

/** Spec §9: the section view 'book_demo_page' with the whole milliseconds spent on it. */
export function bookingPageLeft(pagePath: string, startedAt: number, leftAt: number): TrackedEvent {
  const timeSpent = Math.min(MAX_TIME_SPENT_MS, Math.max(0, Math.round(leftAt - startedAt)));
  return { name: 'section_view', properties: { section_name: 'book_demo_page', page_path: pagePath, time_spent: timeSpent } };
}
