/** Where visitors write about their account, their data and these documents (no such constant in contracts yet). */
export const SUPPORT_EMAIL = 'support@reelsmith.example';
