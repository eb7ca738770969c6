/**
 * Reusable services over a company's users, for the admin panel's Users tab (company-team/) and the
 * company portal's Team screens. Each takes a tenant transaction (search_path on the company's
 * schema, `public` after it) and keeps the platform copies current in that same transaction.
 */
export { setMemberActive, activeMessage, editMessage } from './active';
export { memberEdit, memberInvite, prepareMemberAvatar, setMemberAvatar } from './avatar';
export { bulkMembers, bulkMessage } from './bulk';
export type { MemberChange, MemberColumns } from './changes';
export { emailChangeOf, sendEmailChanged, type EmailChangeFacts } from './email-change';
export { filesOf, withMemberFiles } from './files';
export { inviteMember, type NewMember } from './invite';
export { sendInvitation, type InvitationFacts } from './invitation';
export { listMembers, type MemberList } from './list';
export { removeMember } from './remove';
export { memberNotFound, requireMember, type MemberRow } from './rows';
export type { TeamActor, TeamScope } from './scope';
export { serializeMember, type SerializedMember } from './serialize';
export { memberStats, statsSummary } from './stats';
export { updateMember, type MemberWrite } from './update';
