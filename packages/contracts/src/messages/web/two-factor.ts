/**
 * Two-factor sign-in on the screens: sign-in's second step, enrolment (at sign-in when it is
 * required, or from one's settings), the recovery codes shown once, and the settings card.
 */
export const webTwoFactorTexts = {
  twoFactor: {
    title: 'Two-factor sign-in',
    codeStepHint: 'Open your authenticator app and enter the 6-digit code it shows for this account.',
    recoveryHint: 'No phone at hand? Enter one of your recovery codes instead.',
    codeLabel: 'Authentication code',
    codePlaceholder: '123456 or a recovery code',
    verify: 'Verify',
    startAgain: 'Start again',
    requiredByCompany: 'Your company requires two-factor sign-in. Set it up now to continue.',
    requiredByPlatform: 'Two-factor sign-in is required for platform admins. Set it up now to continue.',
    setupLoading: 'Preparing your set-up...',
    setupFailed: 'Two-factor sign-in could not be set up',
    scanHint:
      'Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.',
    qrAlt: 'QR code to add this account to an authenticator app',
    manualHint: 'Cannot scan it? Enter this key in the app instead:',
    secretLabel: 'Setup key',
    copy: 'Copy',
    copied: 'Copied',
    confirmCodeLabel: 'Code from the app',
    confirmCodeHint: 'Enter the 6-digit code the app shows for this account.',
    turnOn: 'Turn on',
    recoveryTitle: 'Save your recovery codes',
    recoveryIntro:
      'If you lose your phone, each of these codes signs you in once. They are shown only now: keep them somewhere safe, such as a password manager.',
    recoveryListLabel: 'Recovery codes',
    copyCodes: 'Copy codes',
    downloadCodes: 'Download .txt',
    savedThem: 'I have saved my recovery codes',
    continue: 'Continue',
    done: 'Done',
    recoveryFileName: 'recovery-codes.txt',
    recoveryFileHeading: (email: string, place: string) => `Recovery codes for ${email} (${place})`,
    recoveryFileNote: 'Each code signs you in once, when you cannot use your authenticator app.',
    recoveryFileMade: (date: string) => `Made on ${date}`,
    cardOnHint:
      'After the emailed code (or your password), signing in also asks for a code from your authenticator app.',
    cardOffHint: 'Add a second step to signing in: a code from an authenticator app on your phone.',
    statusOn: 'On',
    statusOff: 'Off',
    setUp: 'Set up',
    cancel: 'Cancel',
    turnOff: 'Turn off',
    turnOffHint: 'To turn it off, confirm it is you.',
    turnOffConfirm:
      'Signing in will no longer ask for a code from your authenticator app, and your other sessions will be signed out. Where two-factor sign-in is required, you will set it up again at your next sign-in. Continue?',
    turnOffFailed: 'Failed to turn off two-factor sign-in',
    confirmFailed: 'Failed to turn on two-factor sign-in',
  },
} as const;
