/**
 * Where an API key (`Authorization: Bearer`) signs a request in: the job API and the campaign API,
 * which integrations drive. Everything that manages the account — keys themselves, profile changes,
 * payments, sign-in — needs a cookie session, so a leaked key can make videos but cannot mint more
 * keys, lock its owner out or spend money. An allow-list, so a new route is closed to keys until
 * someone decides otherwise.
 */
const API_KEY_ROUTES: readonly { methods: readonly string[] | 'any'; path: RegExp }[] = [
  // from-url, from-data, list, delete, media (file, poster), feedback on a video.
  { methods: 'any', path: /^\/api\/videos(\/|$)/ },
  // status, active job, cancel.
  { methods: 'any', path: /^\/api\/jobs(\/|$)/ },
  { methods: 'any', path: /^\/api\/campaigns(\/|$)/ },
  // The clips a campaign plays (the "Upload video" screen).
  { methods: 'any', path: /^\/api\/clips(\/|$)/ },
  // Read-only, so an integration can check its credit balance.
  { methods: ['GET', 'HEAD'], path: /^\/api\/me\/?$/ },
];

/** True when an API key may authenticate this request (the full path, as routing sees it). */
export function isApiKeyRoute(method: string, path: string): boolean {
  const upper = method.toUpperCase();
  return API_KEY_ROUTES.some((route) => (route.methods === 'any' || route.methods.includes(upper)) && route.path.test(path));
}
