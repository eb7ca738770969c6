/**
 * The company's security log (packages/db/src/security-events.ts): sign-ins, account and role
 * changes, exports, imports, API keys and webhooks, written in the change's own transaction.
 */
import { securityEventTable } from '../security-events';

export const securityEvents = securityEventTable('security_events');
