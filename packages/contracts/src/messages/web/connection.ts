/** The banner shown while the API says its database is unavailable (docs/architecture.md#the-web-app). */
export const webConnectionTexts = {
  reconnecting: {
    title: 'Reconnecting…',
    body: 'The server cannot reach its database right now. Your work is kept and this page retries on its own.',
  },
} as const;
