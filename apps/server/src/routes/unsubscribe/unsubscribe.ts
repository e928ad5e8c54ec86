import { createRoute, z } from '@hono/zod-openapi';
import { PAGE_ROUTES, localizePath, unsubscribeStatusSchema } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { getUnsubscribeStatus, unsubscribeAddress } from '../../use-cases/delivery/unsubscribe-address';

// Any text: a malformed token is an unknown one (404), never a validation error that tells them apart.
const tokenParams = z.object({ token: z.string() });

const getStatus = createRoute({
  method: 'get',
  path: '/{token}',
  summary: 'Whose e-mails an unsubscribe link stops (no sign-in; the signed token is the credential). Never unsubscribes: mail scanners open links.',
  request: { params: tokenParams },
  responses: {
    200: jsonResponse(unsubscribeStatusSchema, 'The sender and the masked address'),
    303: { description: 'A browser (Accept: text/html) is sent to the unsubscribe page, where the person confirms' },
    404: errorResponse('NOT_FOUND: not a link of ours'),
  },
});

const postUnsubscribe = createRoute({
  method: 'post',
  path: '/{token}',
  summary: 'Stops the e-mails of the link’s business to its address: the page’s button, or a mail app’s one-click unsubscribe (RFC 8058, body List-Unsubscribe=One-Click). Any body is accepted.',
  request: { params: tokenParams },
  responses: { 200: jsonResponse(unsubscribeStatusSchema, 'Unsubscribed (also when it already was)'), 404: errorResponse('NOT_FOUND: not a link of ours') },
});

/** GET and POST /api/unsubscribe/:token: the public side of the unsubscribe link of a campaign e-mail. */
export function unsubscribeRoutes(deps: { db: Db; secret: string }) {
  return createRouter()
    .openapi(getStatus, async (c) => {
      const { language, ...status } = await getUnsubscribeStatus({ db: deps.db, secret: deps.secret, token: c.req.valid('param').token });
      // The List-Unsubscribe address opened in a browser (a mail app without one-click): the page, not JSON.
      const accept = c.req.header('accept') ?? '';
      if (accept.includes('text/html') && !accept.includes('application/json')) {
        return c.redirect(localizePath(PAGE_ROUTES.unsubscribe.replace(':token', encodeURIComponent(c.req.valid('param').token)), language ?? c.get('language')), 303);
      }
      return c.json(status, 200);
    })
    .openapi(postUnsubscribe, async (c) => c.json(await unsubscribeAddress({ db: deps.db, secret: deps.secret, token: c.req.valid('param').token }), 200));
}
