/**
 * The integration API's texts: API keys, their refusals, webhooks and their deliveries, idempotent
 * writes (docs/decisions/0028-integrations.md).
 */
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
  webhooks: {
    fetched: 'Webhooks fetched successfully',
    created: 'Webhook created successfully. Copy the signing secret now: it is not shown again.',
    updated: 'Webhook updated successfully',
    deleted: 'Webhook deleted successfully',
    notFound: 'Webhook not found',
    deliveriesFetched: 'Webhook deliveries fetched successfully',
    deliveryNotFound: 'Webhook delivery not found',
    testQueued: 'Test event queued for delivery',
    redeliveryQueued: 'Delivery queued again',
    tooMany: (max: number) => `There can be at most ${max} webhooks; delete one first`,
    /** A test or a redelivery asked of an endpoint that is off. */
    inactive: 'This webhook is turned off; turn it on to send events to it',
    urlRequired: 'URL is required',
    urlTooLong: (max: number) => `The URL must be at most ${max} characters`,
    urlInvalid: 'Enter a full URL starting with https://',
    urlHttpsOnly: 'The URL must start with https://',
    urlCredentials: 'The URL must not contain a user name or password',
    urlPrivateAddress: 'The URL must not point to a private, loopback or link-local address',
    eventsRequired: 'Choose at least one event',
    eventInvalid: 'Unknown event type',
    isActiveInvalid: 'isActive must be true or false',
    /** What a test event carries, so a receiver's log says what it was. */
    testEventNote: 'A test event sent from Company Settings: no record changed.',
    /** Why a delivery attempt failed, as the delivery's lastError shows it. */
    delivery: {
      answered: (status: number) => `The endpoint answered ${status}`,
      redirected: (status: number) => `The endpoint answered ${status} (a redirect); redirects are not followed`,
      timedOut: (seconds: number) => `No answer within ${seconds} s`,
      unresolved: (host: string) => `${host} could not be resolved`,
      privateAddress: (host: string) =>
        `${host} resolves to a private, loopback or link-local address; deliveries there are refused`,
      connectionClosed: 'The endpoint closed the connection before answering',
      connectionRefused: 'The endpoint refused the connection',
      unreachable: (reason: string) => `Could not reach the endpoint: ${reason}`,
      endpointOff: 'Not sent: the webhook is turned off',
      secretUnreadable: 'Not sent: the signing secret cannot be read on this server; create the webhook again',
    },
    disabledReason: (hours: number) => `Every delivery failed for more than ${hours} hours`,
  },
  changes: {
    fetched: 'Changes fetched successfully',
    updatedSinceInvalid: 'updatedSince must be an ISO date and time with an offset, e.g. 2026-11-26T09:30:00Z',
    everyRecordOnly:
      'The changes feed carries every record of the company: it is for API keys and for people who see every record',
  },
  cursor: {
    invalid: 'cursor must be a nextCursor this list returned, sent back unchanged',
    otherQuery: 'This cursor belongs to another search, filter or order: start again without a cursor',
    withPage: 'Send either page or cursor, not both',
  },
  idempotency: {
    keyInvalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
    keyReused: 'This Idempotency-Key was already used with a different request',
    inProgress: 'A request with this Idempotency-Key is still running: retry in a moment',
  },
} as const;
