/** Validation and subdomain texts (docs/product/platform-admin.md#validation; docs/product/company-portal.md#validation). */
export const validationTexts = {
  validation: {
    requiredFields: 'Please fill in all required fields',
    companyNameRequired: 'Company name is required',
    companyNameMin: 'Company name must be at least 2 characters',
    companyNameMax: 'Company name cannot exceed 100 characters',
    subdomainRequired: 'Subdomain is required',
    subdomainFormat: 'Subdomain must be 3 to 63 characters of lowercase letters, digits and hyphens',
    subdomainEdges: 'Subdomain must start and end with a letter or digit',
    subdomainReserved: 'This subdomain is reserved',
    ownerFullNameRequired: 'Owner full name is required',
    ownerEmailRequired: 'Owner email is required',
    ownerEmailChange: 'Owner email cannot be changed',
    ownerRoleChange: 'Owner role cannot be changed',
    emailInvalid: 'Please enter a valid email address',
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    nameMin: 'Name must be at least 2 characters long',
    themeColorRequired: 'Theme color is required',
    themeColorInvalid: 'Please enter a valid hex color',
    dateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
    websiteInvalid: 'Please enter a valid website address',
    codeInvalidFormat: 'The code is 6 digits',
    noteContentRequired: 'Note content is required',
    tooLong: (max: number) => `Must be at most ${max} characters`,
    controlCharacters: 'Must not contain control characters',
    invalidText: 'Must be valid Unicode text (no unpaired surrogates)',
    tooDeep: (max: number) => `Must not nest objects or arrays more than ${max} levels deep`,
    unknownField: (name: string, suggestion?: string) =>
      suggestion ? `Unknown field "${name}"; did you mean "${suggestion}"?` : `Unknown field "${name}"`,
    unknownParameter: (name: string, suggestion?: string) =>
      suggestion
        ? `Unknown query parameter "${name}"; did you mean "${suggestion}"?`
        : `Unknown query parameter "${name}"`,
    sameFieldTwice: (alias: string, field: string) =>
      `"${alias}" and "${field}" are two names of one field and were sent with different values; send one of them`,
  },
  subdomain: {
    available: 'Subdomain is available',
    taken: 'Subdomain is already taken',
    checkFailed: 'Failed to check subdomain',
  },
} as const;
