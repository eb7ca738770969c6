/** The company-wide Possible duplicates screen, reached from the Leads list. */
import { counted } from '../counted';

export const webCrmLeadDuplicateTexts = {
  crmLeadDuplicates: {
    title: 'Possible duplicates',
    subtitle: 'Leads that share an email or a phone number. Open a lead to merge it with another.',
    /** The Leads list's link to this screen. */
    link: 'Possible duplicates',
    backToLeads: 'Back to Leads',
    /** Why the group's leads may be one person. */
    reasons: { email: 'Same email', phone: 'Same phone' },
    leads: (n: number) => counted(n, 'lead'),
    /** A group bigger than the leads it shows. */
    newestOf: (shown: number, count: number) => `Showing the newest ${shown} of ${count} leads`,
    created: (date: string) => `Created ${date}`,
    noCsPerson: 'No CS person',
    empty: 'No possible duplicates',
    emptyMessage: 'No two leads you can see share an email or a phone number.',
    loadFailed: 'Could not load the possible duplicates. Please try again.',
  },
} as const;
