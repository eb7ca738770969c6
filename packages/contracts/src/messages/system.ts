/** Files and generic API texts. */
export const systemTexts = {
  files: {
    tooLarge: 'Image size must be less than 5MB',
    fileTooLarge: 'File size must be less than 5MB',
    notImage: 'Please select a valid image file',
    typeNotAllowed: 'This file type is not allowed',
    notFound: 'File not found',
    // A signed link outlives neither its few minutes nor the session it was made for (decision 0006).
    linkExpired: 'This file link has expired or is no longer valid here. Reload the page for a new one.',
  },
  mail: {
    // Stored instead of the body of a mail that held a one-time code, once it is delivered.
    bodyRemoved: '[removed after delivery: this mail held a one-time code]',
  },
  generic: {
    ok: 'OK',
    notFound: 'Not found',
    malformedJson: 'The request body is not valid JSON',
    payloadTooLarge: 'The request is too large',
    unsupportedMediaType: 'Unsupported content type',
    validationFailed: 'Validation failed',
    internal: 'Something went wrong on our side. Please try again.',
    unavailable: 'The service is not ready. Please try again shortly.',
    databaseUnavailable: 'The database is unavailable right now. Please try again in a few seconds.',
    storageUnavailable: 'File storage is unavailable right now, so nothing was saved. Please try again shortly.',
  },
  /**
   * The web app's own texts. Quoted ones come from docs/product/platform-admin.md; the others (login
   * wording, notices without fixed wording) are written here so the screens and the browser
   * tests share them.
   */
} as const;
