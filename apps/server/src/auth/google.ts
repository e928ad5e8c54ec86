import { genericOAuth } from 'better-auth/plugins/generic-oauth';

/** A Google OAuth client (Google Cloud console → Credentials → OAuth client ID, type "Web application"). */
export interface GoogleOptions {
  clientId: string;
  clientSecret: string;
  /** The OpenID issuer whose /.well-known/openid-configuration names the endpoints and keys. */
  issuerUrl: string;
}

/**
 * "Continue with Google" as an OpenID Connect client, through better-auth's generic OAuth plugin
 * rather than its built-in Google provider: the built-in one fixes Google's token endpoint and key
 * URL in code, so it could not be tested against anything but Google itself. Discovery gives the
 * same endpoints in production. Sign-in starts at POST /api/auth/sign-in/social {provider:
 * 'google'} and Google returns to /api/auth/callback/google (the redirect URI to register).
 *
 * The ID token is always verified (signature from the issuer's keys, issuer, audience, nonce), and
 * its name and picture become the user's name and image. A Google identity joins an existing
 * account with the same e-mail only when Google says the address is verified and the account has
 * proven it too (better-auth's requireLocalEmailVerified, on by default; our accounts prove it by
 * a password reset, see password-reset.ts). Otherwise anyone could pre-register a victim's address
 * with a password of their own and keep access to the account once the victim signs in with Google.
 */
export function googleSignIn({ clientId, clientSecret, issuerUrl }: GoogleOptions) {
  return genericOAuth({
    config: [
      {
        providerId: 'google',
        name: 'Google',
        clientId,
        clientSecret,
        discoveryUrl: `${issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        requireIdTokenVerification: true,
      },
    ],
  });
}
