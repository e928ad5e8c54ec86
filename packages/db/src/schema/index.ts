export { users, sessions, accounts, verifications, profiles } from './users';
export { inboundContacts, waitlist, urlToVideoFeedback } from './forms';
export { videoJobs, videos, videoFeedback } from './videos';
export { creditLedger, creditBalances, creditButtonClicks } from './credits';
export { blogPosts, analyticsEvents } from './content';
export { apiKeys } from './api-keys';
export { clips, campaigns, campaignRecipients, watchEvents, emailUnsubscribes, webhookDeliveries } from './campaigns';
