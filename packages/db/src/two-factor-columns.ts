import { integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Two-factor sign-in's columns, the same on super admins (platform) and company users (tenant):
 * the TOTP secret sealed by the server (pending until enabled), when it was enabled, the last
 * time step accepted (no code works twice) and the keyed hashes of the unused recovery codes.
 */
export const twoFactorColumns = () => ({
  twoFactorSecret: text('two_factor_secret'),
  twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
  twoFactorLastStep: integer('two_factor_last_step'),
  twoFactorRecoveryCodes: jsonb('two_factor_recovery_codes').$type<string[]>().notNull().default([]),
});
