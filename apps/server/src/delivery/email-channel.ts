import { emailUnsubscribes, type Db } from '@reelsmith/db';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { MailerNotConfiguredError } from '../mail/log-mailer';
import type { Mailer } from '../mail/mailer';
import { shareUrl } from '../use-cases/videos/watch-video';
import { campaignMail } from './campaign-mail';
import { DeliveryError, senderName, type DeliveryChannel } from './delivery-channel';
import { unsubscribeLinks, watchThumbnailPath } from './delivery-links';
import { ensurePlayPoster } from './play-poster';
import { createUnsubscribeToken } from './unsubscribe-token';

/** What the e-mail channel sends with. */
export interface EmailChannelDeps {
  db: Db;
  mailer: Mailer;
  mediaDir: string;
  /** The platform's address (PUBLIC_URL): every link of the mail is absolute. */
  publicUrl: string;
  /** Signs the unsubscribe links (the server secret). */
  secret: string;
}

/** Whether the address unsubscribed from this business's e-mails (addresses are stored lower-cased). */
export async function isUnsubscribed(db: Db, options: { userId: string; email: string }): Promise<boolean> {
  const found = await db
    .select({ email: emailUnsubscribes.email })
    .from(emailUnsubscribes)
    .where(and(eq(emailUnsubscribes.userId, options.userId), eq(emailUnsubscribes.email, options.email.toLowerCase())));
  return found.length > 0;
}

/** An SMTP answer that refuses the address itself (5xx to RCPT TO): no retry can deliver it. */
function isAddressRefused(error: unknown): boolean {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

/**
 * The e-mail channel: for campaigns with e-mail on and rows with an address. Before each send it
 * checks the business's unsubscribe list; the mail carries the poster with a play button (made once
 * per video), links to the watch page and a signed unsubscribe link.
 */
export function createEmailChannel(deps: EmailChannelDeps): DeliveryChannel {
  return {
    name: 'email',
    canDeliver: (target) => target.campaign.delivery.email === true && Boolean(target.recipient.email),
    async deliver(target, { signal, logger }) {
      const { campaign, recipient, video } = target;
      const email = recipient.email ?? '';
      if (await isUnsubscribed(deps.db, { userId: campaign.userId, email })) return 'opted_out';
      const image = video.posterKey ? await pictureOf(deps.mediaDir, video.posterKey, logger) : null;
      const token = createUnsubscribeToken({ userId: campaign.userId, campaignId: campaign.id, email }, deps.secret);
      const links = unsubscribeLinks({ publicUrl: deps.publicUrl, token, language: campaign.language });
      const mail = campaignMail({
        to: email,
        language: campaign.language,
        subject: campaign.delivery.email_subject,
        variables: recipient.variables,
        sender: senderName(target),
        watchUrl: shareUrl(deps.publicUrl, video.shareSlug, campaign.language),
        image: image && { url: `${deps.publicUrl}${watchThumbnailPath(video.shareSlug)}`, width: image.width, height: image.height },
        cta: campaign.cta,
        unsubscribePageUrl: links.page,
        oneClickUnsubscribeUrl: links.oneClick,
      });
      signal.throwIfAborted();
      try {
        await deps.mailer.send(mail);
      } catch (error) {
        // A refused address, or no mail server at all (production without SMTP_URL): a retry cannot help.
        throw new DeliveryError(`The mail server did not take the e-mail: ${(error as Error).message}`, isAddressRefused(error) || error instanceof MailerNotConfiguredError, { cause: error });
      }
      return 'sent';
    },
  };
}

/** The e-mail picture, or none when the poster cannot be read: the mail still goes, with its links. */
async function pictureOf(mediaDir: string, posterKey: string, logger: Logger) {
  try {
    return await ensurePlayPoster({ mediaDir, posterKey });
  } catch (error) {
    logger.warn({ err: error, posterKey }, 'no e-mail picture: the poster could not be read');
    return null;
  }
}
