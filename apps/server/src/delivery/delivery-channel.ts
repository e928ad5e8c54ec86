import type { CampaignDelivery, Language } from '@reelsmith/contracts';
import type { Logger } from 'pino';

/** One recipient's made video, with what any channel needs to send it. */
export interface DeliveryTarget {
  campaign: {
    id: string;
    /** The business: its opt-out lists and its name belong to it. */
    userId: string;
    name: string;
    language: Language;
    delivery: CampaignDelivery;
    cta: { label: string; url: string } | null;
  };
  recipient: {
    id: string;
    rowNumber: number;
    email: string | null;
    /** E.164. */
    phone: string | null;
    variables: Record<string, string>;
  };
  video: { shareSlug: string; posterKey: string | null; durationMs: number };
  /** The business's account name, the sender when the campaign names none. */
  accountName: string;
}

/** How a delivery ended: sent, or not sent because the person opted out of this business's messages. */
export type DeliveryOutcome = 'sent' | 'opted_out';

/** A delivery that failed; `permanent` when trying again cannot help (the address was refused). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DeliveryError';
  }
}

/**
 * A way to hand a recipient their video: e-mail now (email-channel.ts); WhatsApp, RCS or a CRM are
 * later adapters of the same port. The job that uses a channel claims the row and records the
 * outcome; the channel only decides whether the row is for it and sends.
 */
export interface DeliveryChannel {
  /** 'email', 'whatsapp'…: logs and job names. */
  readonly name: string;
  /** Whether the campaign delivers through this channel and the row has what it needs (an address, a phone). */
  canDeliver(target: DeliveryTarget): boolean;
  /** Sends, or finds the person opted out; throws DeliveryError (or any error: retried) when it could not. */
  deliver(target: DeliveryTarget, options: { signal: AbortSignal; logger: Logger }): Promise<DeliveryOutcome>;
}

/** The sender a recipient knows: the campaign's sender name, else the business's account name. */
export const senderName = (target: Pick<DeliveryTarget, 'campaign' | 'accountName'>) => target.campaign.delivery.sender_name?.trim() || target.accountName.trim() || 'Reelsmith';
