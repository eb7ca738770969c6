/** The integration API's texts: API keys, their refusals, idempotent writes (docs/decisions/0028-integrations.md). */
export const integrationTexts = {
  apiKeys: {
    fetched: 'API keys fetched successfully',
    created: 'API key created successfully. Copy the secret now: it is not shown again.',
    revoked: 'API key revoked successfully',
    notFound: 'API key not found',
    nameRequired: 'Name is required',
    scopesRequired: 'Choose at least one scope',
    scopeInvalid: 'Unknown scope',
    expiryInPast: 'The expiry must be in the future',
    tooMany: (max: number) => `There can be at most ${max} live API keys; revoke one first`,
    expiryInvalid: 'Enter a valid expiry date and time',
    expiryTooFar: (days: number) => `The expiry must be within ${days} days`,
    /** Who an API key appears as wherever an actor is recorded. */
    actorLabel: (name: string) => `API key ${name}`,
    /** A key sent where keys are not taken, or a key of the other kind of host. */
    unknownKey: 'This API key is not valid on this host',
    revokedKey: 'This API key has been revoked',
    expiredKey: 'This API key has expired',
    missingScope: (scope: string) => `This API key lacks the ${scope} scope`,
    personOnly: 'API keys cannot do this; sign in as a person',
    companyKeyOnAdminHost: 'A company API key only works on its company host',
    platformKeyOnCompanyHost: 'A platform API key only works on the admin host',
    tooManyRequests: 'Too many requests for this API key; retry after the time in Retry-After',
  },
  idempotency: {
    keyInvalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
    keyReused: 'This Idempotency-Key was already used with a different request',
  },
} as const;
