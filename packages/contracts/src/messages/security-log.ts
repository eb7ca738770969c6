/** The security log's API texts (docs/decisions/0027-security-log.md). */
export const securityLogTexts = {
  securityLog: {
    fetched: 'Security log fetched successfully',
    peopleFetched: 'People in the security log fetched successfully',
    ownerOnly: 'Only the company owner can see the security log.',
    typeInvalid: 'Unknown event type',
    rangeInvalid: 'The end date must not be before the start date',
    /** The label of events the platform records on a company's behalf with no person behind them. */
    unknownPerson: 'Unknown',
  },
} as const;
