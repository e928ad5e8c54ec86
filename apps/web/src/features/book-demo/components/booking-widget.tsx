import { SCHEDULING_WIDGET_HEIGHT_PX, SCHEDULING_WIDGET_MIN_WIDTH_PX } from '@reelsmith/contracts';
import { useEffect } from 'react';

/** Marks the vendor script this widget added, so tests and people can find it. */
export const BOOKING_SCRIPT_ATTRIBUTE = 'data-booking-widget-script';

/**
 * The inline scheduling widget (spec §2, §9): the scheduling page in a frame 700 px tall and at
 * least 320 px wide. The vendor's script, when there is one, is loaded when the widget opens and
 * removed when it closes; the widget's own elements go with the component. The frame sits on white:
 * scheduling pages are drawn for a light page and some leave their background transparent.
 */
export function BookingWidget({ url, scriptUrl, title }: { url: string; scriptUrl: string | null; title: string }) {
  useEffect(() => {
    if (!scriptUrl) return;
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.setAttribute(BOOKING_SCRIPT_ATTRIBUTE, '');
    document.body.append(script);
    return () => script.remove();
  }, [scriptUrl]);

  return (
    <div data-booking-widget="" data-url={url} className="overflow-hidden border-y border-border bg-white sm:rounded-2xl sm:border-x" style={{ minWidth: SCHEDULING_WIDGET_MIN_WIDTH_PX, height: SCHEDULING_WIDGET_HEIGHT_PX }}>
      <iframe src={url} title={title} className="block size-full border-0" allow="payment" referrerPolicy="strict-origin-when-cross-origin" />
    </div>
  );
}
