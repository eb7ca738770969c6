/** company.team.invite on a company host, and the invitation mail (also from the admin panel). */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { sql } from '@app/db';

import { mailsTo } from '../../auth/test-support';
import {
  avatarKeys,
  failureOf,
  fileExists,
  platformCopy,
  snapshot,
  svgUpload,
  teamOf,
  tinyPng,
  upload,
  userEvents,
} from '../../platform/company-team/test-fixtures';
import { teamTest } from '../../testing/fixtures';
import { silentLog } from '../../testing/harness';
import type { SignedInCompany } from '../../testing/signed-in-company';
import { createMailer } from '../../services/mail/create';

const it = teamTest('portal-invite');

const team = (co: SignedInCompany, role: 'owner' | 'admin' = 'admin') => co.as(role).company.team;

describe('company.team.invite', () => {
  it('adds a member with a picture, counted, recorded as done by the signed-in admin, and mails them', async ({
    app,
    storage,
    co,
  }) => {
    const result = await team(co).invite({
      name: ' Jane Doe ',
      email: 'Jane@Portal-Invite.test',
      role: 'team_member',
      profile: { phone: '+1 555 0100', department: 'Sales', designation: 'Manager', dateOfBirth: '1990-04-01' },
      avatar: upload('face.png', tinyPng()),
    });
    expect(result.message).toBe(MESSAGES.users.invited);
    expect(result.user).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@portal-invite.test',
      role: 'team_member',
      isActive: true,
      profile: { phone: '+1 555 0100', department: 'Sales', designation: 'Manager', dateOfBirth: '1990-04-01' },
    });
    const [key] = avatarKeys(storage, co.company.id);
    expect(await fileExists(storage, key!)).toBe(true);
    expect(result.user.profile.avatar).toContain(key);
    expect(await platformCopy(app, co.company.id)).toMatchObject({ usersTotal: 4, usersActive: 4 });
    const added = (await userEvents(app, co.company.id)).find((e) => e.action === 'user_added');
    expect(added).toMatchObject({ performedById: co.admin.id, performedByName: 'Ada Admin' });

    const [mail] = await mailsTo(app, 'jane@portal-invite.test');
    expect(mail!.subject).toBe('You have been invited to join Company portal-invite');
    expect(mail!.textBody).toContain('Ada Admin invited you to join Company portal-invite.');
    expect(mail!.textBody).toContain('Sign in at http://portal-invite.localhost:3000/ with this email address');
    expect(mail!.htmlBody).toContain('href="http://portal-invite.localhost:3000/"');
  });

  it('lets only the owner add an admin (403 for an admin), leaving no row, file or mail', async ({
    app,
    storage,
    co,
  }) => {
    const before = await snapshot(app, storage, co.company.id);
    const input = { name: 'Al Admin', email: 'al@portal-invite.test', role: 'admin' as const };
    expect(await failureOf(team(co).invite({ ...input, avatar: upload('al.png', tinyPng()) }))).toMatchObject({
      status: 403,
      message: MESSAGES.users.rolesByOwner,
    });
    expect(await snapshot(app, storage, co.company.id)).toEqual(before);
    expect(await mailsTo(app, input.email)).toEqual([]);
    await expect(team(co, 'owner').invite(input)).resolves.toMatchObject({ user: { role: 'admin' } });
  });

  it('refuses a duplicate email (409) and an SVG (415), leaving no row, file or mail', async ({ app, storage, co }) => {
    const before = await snapshot(app, storage, co.company.id);
    const duplicate = await failureOf(
      team(co, 'owner').invite({
        name: 'Second Ada',
        email: 'ADMIN@portal-invite.test',
        avatar: upload('a.png', tinyPng()),
      }),
    );
    expect(duplicate).toMatchObject({ status: 409, errors: [{ path: 'email', msg: MESSAGES.users.emailTaken }] });
    const svg = await failureOf(
      team(co).invite({ name: 'Eve Evil', email: 'eve@portal-invite.test', avatar: svgUpload() }),
    );
    expect(svg).toMatchObject({ status: 415, errors: [{ path: 'avatar', msg: MESSAGES.files.notImage }] });
    const invalid = await failureOf(team(co).invite({ name: 'X', email: 'x@portal-invite.test' }));
    expect(invalid).toMatchObject({ status: 400, errors: [{ path: 'name', msg: MESSAGES.users.nameMin }] });
    expect(await snapshot(app, storage, co.company.id)).toEqual(before);
    expect(await mailsTo(app, 'eve@portal-invite.test')).toEqual([]);
  });

  it('mails nobody and keeps no file when the transaction fails at commit', async ({ app, storage, co }) => {
    // A deferred trigger refuses the commit itself, after the invite has queued its mail.
    await app.deps.db.execute(
      sql.raw(`create function refuse_doomed() returns trigger language plpgsql as $$
        begin if new.details->>'email' = 'doomed@portal-invite.test' then raise exception 'refused'; end if;
        return new; end $$;
        create constraint trigger refuse_doomed after insert on public.company_timeline
        deferrable initially deferred for each row execute function refuse_doomed();`),
    );
    const before = await snapshot(app, storage, co.company.id);
    try {
      await expect(
        team(co).invite({ name: 'Doomed Dan', email: 'doomed@portal-invite.test', avatar: upload('d.png', tinyPng()) }),
      ).rejects.toThrow();
    } finally {
      await app.deps.db.execute(
        sql.raw('drop trigger refuse_doomed on public.company_timeline; drop function refuse_doomed();'),
      );
    }
    expect(await snapshot(app, storage, co.company.id)).toEqual(before);
    expect(await mailsTo(app, 'doomed@portal-invite.test')).toEqual([]);
  });

  it('keeps the member when the mail server fails; the mail stays in the outbox with the error', async ({
    app,
    co,
  }) => {
    const mailer = app.deps.mailer;
    // Port 1 refuses connections: a mail transport that always fails.
    app.deps.mailer = createMailer({
      db: app.deps.db,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@localhost',
      log: silentLog,
    });
    try {
      const { user } = await team(co).invite({ name: 'Offline Olga', email: 'olga@portal-invite.test' });
      await app.deps.mailer.drain();
      expect(user.email).toBe('olga@portal-invite.test');
      const [mail] = await mailsTo(app, 'olga@portal-invite.test');
      expect(mail).toMatchObject({ sentAt: null, error: expect.any(String) });
      expect(mail!.textBody).toContain('http://portal-invite.localhost:3000/');
    } finally {
      app.deps.mailer = mailer;
    }
  });

  it('is sent from the Users tab of the admin panel too, naming the super admin', async ({
    app,
    co,
    setup: { request: superAdmin },
  }) => {
    const { user } = await teamOf(app, superAdmin).invite({
      companyId: co.company.id,
      name: 'Platform Pat',
      email: 'pat@portal-invite.test',
    });
    const [mail] = await mailsTo(app, user.email);
    expect(mail!.textBody).toContain('Root Admin invited you to join Company portal-invite.');
    expect(mail!.textBody).toContain('http://portal-invite.localhost:3000/');
  });
});
