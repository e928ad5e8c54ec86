/**
 * The host a call-to-action link opens, shown under the button so the viewer knows where it leads;
 * null for anything but an http(s) address, which the page then does not link to at all (the API
 * accepts only those, so this guards against a stray javascript: or data: address).
 */
export function ctaHost(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.hostname : null;
  } catch {
    return null;
  }
}
