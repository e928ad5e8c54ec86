import { describe, expect, it } from 'vitest';
import { BOOKING_PAGE_VIEWED, bookingPageLeft } from './booking-page-events';

describe('the booking page events', () => {
  it('counts the view as step 2 of the demo_booking funnel', () => {
    expect(BOOKING_PAGE_VIEWED).toEqual({ name: 'funnel_step', properties: { funnel_name: 'demo_booking', step_name: 'viewed_booking_page', step_number: 2 } });
  });

  it('reports the whole milliseconds spent on the page', () => {
    expect(bookingPageLeft('/es/book-demo', 1_000.2, 13_500.9)).toEqual({
      name: 'section_view',
      properties: { section_name: 'book_demo_page', page_path: '/es/book-demo', time_spent: 12_501 },
    });
  });

  it('keeps the time within what the API accepts', () => {
    expect(bookingPageLeft('/book-demo', 5_000, 4_000).properties).toMatchObject({ time_spent: 0 });
    expect(bookingPageLeft('/book-demo', 0, 90_000_000).properties).toMatchObject({ time_spent: 86_400_000 });
  });
});
