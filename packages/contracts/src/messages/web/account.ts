/**
 * The signed-in person's own account, in both portals: the password and two-factor cards (User
 * Settings in a company's portal, Account in the admin portal) and the proof a sensitive change
 * asks for.
 */
export const webAccountTexts = {
  account: {
    title: 'Account',
    description: 'Your password and two-factor sign-in.',
    passwordSection: 'Password',
    passwordSetHint: 'You sign in with emailed codes. Set a password to sign in with it as well.',
    passwordChangeHint: 'Change the password you sign in with.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordsDiffer: 'Passwords do not match',
    setPassword: 'Set password',
    changePassword: 'Change password',
    passwordFailed: 'Failed to change password',
    removePassword: 'Remove password',
    removePasswordConfirm:
      'You will sign in with emailed codes only. Your other sessions will be signed out. Continue?',
    removePasswordFailed: 'Failed to remove password',
    stepUpCode: 'Confirmation code',
    stepUpCodeHint: 'To confirm it is you, we email a code to your address.',
    stepUpCodeSentHint: 'Enter the code we just emailed you.',
    emailMeACode: 'Email me a code',
    sendCodeAgain: 'Send again',
    stepUpSendFailed: 'Failed to send the code',
    totpCode: 'Code from your authenticator app',
    totpCodeHint: 'The 6-digit code the app shows now, or one of your recovery codes.',
    /** Links under the proof field, to confirm another way. */
    proveWith: {
      totp: 'Confirm with your authenticator app instead',
      code: 'Confirm with an emailed code instead',
      password: 'Confirm with your current password instead',
    },
  },
} as const;
