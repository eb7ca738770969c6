/**
 * A card's follow-up is overdue when its day is before today on the company's calendar (decision
 * 0023), not the device's: a team member abroad, or late in the evening, sees what the office sees.
 */
import { dayIn } from '@app/contracts';

import { companyOf, type SessionUser } from '../../../auth/types';

/** 'YYYY-MM-DD' of today in the signed-in user's company; UTC for an account without one. */
export const companyToday = (user: SessionUser, now = new Date()) => dayIn(now, companyOf(user)?.timeZone ?? 'UTC');

/** Follow-up dates are calendar days, so the comparison is of days, never of instants. */
export const isOverdue = (followUp: string, today: string) => followUp < today;
