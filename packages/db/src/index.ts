export {
  createDatabase,
  migrationsFolder,
  pgliteDirIn,
  type Database,
  type DatabaseConfig,
  type DatabaseDriver,
  type Db,
} from './database';
export { DataDirLockedError } from './data-dir-lock';
export { isCheckViolation, isUniqueViolation } from './errors';
export {
  users,
  sessions,
  accounts,
  verifications,
  profiles,
  inboundContacts,
  waitlist,
  urlToVideoFeedback,
  videoJobs,
  videos,
  videoFeedback,
  creditLedger,
  creditBalances,
  creditButtonClicks,
  blogPosts,
  analyticsEvents,
  apiKeys,
} from './schema/index';
