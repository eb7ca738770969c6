/** The brand, meeting and enquiry pages: each record's fields with inline edit and the records around it. */
export const webCrmRecordPageTexts = {
  crmRecordPage: {
    backToBrands: 'Back to brands',
    backToMeetings: 'Back to meetings',
    backToEnquiries: 'Back to enquiries',
    /** Under the dead end's title ('Meeting not found'). */
    goneMessage: 'It may have been deleted, or the address is not quite right.',
    edit: 'Edit',
    delete: 'Delete',
    lead: 'Lead',
    brand: 'Brand',
    /** A link to a record's own page, next to its quick edit on the lead page. */
    openPage: (name: string) => `Go to the page of ${name}`,
    brandSaved: 'Brand updated',
    meetingSaved: 'Meeting updated',
    enquirySaved: 'Enquiry updated',
    brandRecordsLabel: "The brand's records",
    leadHistoryLabel: "The lead's notes and timeline",
    related: {
      leads: 'Leads',
      meetings: 'Meetings',
      enquiries: 'Enquiries',
      count: (shown: number, total: number) => (shown < total ? `${shown} of ${total}` : `${total}`),
      seeAll: 'See all',
      seeAllOf: (kind: string) => `See all ${kind.toLowerCase()}`,
      noLeads: 'No leads for this brand yet',
      noMeetings: "No meetings with this brand's leads yet",
      noEnquiries: "No enquiries from this brand's leads yet",
    },
  },
} as const;
