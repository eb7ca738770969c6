// Generated from the REST API's OpenAPI document by `npm run client:generate`. Do not edit.
export interface paths {
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set or change the password. Needs a step-up proof: `stepUpCode` (from POST /api/auth/step-up-code) or, when the account has a password, `currentPassword`. Ends every other session and mails the account. */
        post: operations["auth.changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password. A second factor may be due, answered as for verify-code (`twoFactorRequired`, `challenge`). */
        post: operations["auth.login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session (revokes the refresh-token family); works on any host */
        post: operations["auth.logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account */
        get: operations["auth.me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the refresh token for a new access token */
        post: operations["auth.refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/remove-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove the password (sign-in by emailed code only). Needs `stepUpCode` or `currentPassword`. Ends every other session and mails the account. */
        post: operations["auth.removePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a one-time login code */
        post: operations["auth.requestCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/step-up-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email the signed-in account a code confirming a sensitive change to it (password, own email); valid 10 minutes, single use, sent only to the account's own address */
        post: operations["auth.requestStepUpCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign-in's second step: when verify-code or login answer `twoFactorRequired: true` with a `challenge`, send it with `code` (a code from the authenticator app, or a recovery code) for the tokens. After an enrolment made at sign-in the answer also carries `recoveryCodes`, shown this once. */
        post: operations["auth.twoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enrolment at sign-in, when the company (or the platform) requires two-factor sign-in and the account has none yet (`twoFactorSetupRequired: true`): answers `secret`, `otpauthUrl` and `qrCode`; POST /api/auth/two-factor with the same challenge and the app's code then completes both. */
        post: operations["auth.twoFactorEnrol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange the emailed code for tokens. When two-factor sign-in is on (or required) for the account, the answer is `twoFactorRequired: true`, `twoFactorSetupRequired` and a `challenge` instead: finish with POST /api/auth/two-factor. */
        post: operations["auth.verifyCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's API keys that are not revoked, newest first; each key: id, name, scopes, prefix (the secret's first characters), createdAt, expiresAt (null: never), lastUsedAt (to about a minute), createdBy {id, name}. Owners and admins, signed in (team members and keys get 403) */
        get: operations["company.apiKeys.list"];
        put?: never;
        /** Creates a company API key from name (1-100 characters), expiresAt (optional ISO time, in the future) and scopes (any of crm:read, crm:write, team:read, team:write, company:read; a key acts with an admin's rights within them). The answer carries data.secret, the whole key, this once: it is stored only as a hash. Send it as Authorization: Bearer <key> or X-API-Key: <key>. At most 50 live keys (409). Owners and admins, signed in */
        post: operations["company.apiKeys.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes a company API key: every server refuses it from the next request. 404 for an unknown or already revoked key. Owners and admins, signed in */
        delete: operations["company.apiKeys.revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/check-subdomain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Does a company with this subdomain exist? (before login) */
        get: operations["public.checkSubdomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User counts, the 5 newest users and the health of database, storage and mail */
        get: operations["company.dashboard.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The departments, in display order */
        get: operations["company.departments.list"];
        /** Replace the departments with the full list sent (owner, admin); members follow a rename */
        put: operations["company.departments.save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/designations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The designations, in display order */
        get: operations["company.designations.list"];
        /** Replace the designations with the full list sent (owner, admin); members follow a rename */
        put: operations["company.designations.save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company: name, subdomain, branding (logo URL, theme colour), contact, owner, settings */
        get: operations["company.profile.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/security-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's security log, newest first, paginated, filtered by actorId (a person's or key's id), type (sign_in_succeeded, sign_in_failed, sign_in_code_requested, step_up_code_requested, password_set, password_changed, password_removed, email_changed, two_factor_enabled, two_factor_disabled, role_changed, status_changed, signed_out_everywhere, data_exported, import_started, import_completed, import_reverted, api_key_created, api_key_updated, api_key_revoked, webhook_created, webhook_updated, webhook_deleted, record_visibility_changed) and from / to (YYYY-MM-DD, both days included) in the company's time zone; each event: id, type, actor {id, kind (user, super_admin, api_key, anonymous), name as it was then}, subject {id, name} or null, at, ip, userAgent, detail. The owner only: admins and team members get 403 */
        get: operations["company.securityLog.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Company settings (owner; admins while allowAdminCompanySettings is on): name, themeColor, logo (a file, or "" to remove), timeZone (IANA name), digestHour (0-23); allowAdminCompanySettings is the owner's alone */
        put: operations["company.settings.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team: grouped (team.owners, admins, members) and merged, filtered, sorted and paginated */
        get: operations["company.team.list"];
        put?: never;
        /** Invite a team member (JSON, or multipart with avatar); they are emailed where to sign in */
        post: operations["company.team.invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/team/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One team member */
        get: operations["company.team.get"];
        /** Edit a member, or toggle their status with {isActive} (the owner keeps email, role and status) */
        put: operations["company.team.update"];
        post?: never;
        /** Remove a member (never the owner, never yourself); their sessions end at once */
        delete: operations["company.team.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/team/{memberId}/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a member's profile picture (multipart avatar) */
        post: operations["company.team.setAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/team/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate, deactivate or delete up to 100 members in one call, with a result per id */
        post: operations["company.team.bulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/team/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the team (owners and admins) as a file, streamed: the same filters, search and sort as the list (page and limit ignored), and format=csv|xlsx. Cells that start like a formula (= + - @ tab CR) get a leading apostrophe */
        get: operations["company.teamExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/team/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Team counts by role and status (stats.users) and seats used (stats.usage.users) */
        get: operations["company.team.stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/theme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's theme colour (before login) */
        get: operations["public.theme"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's webhooks, newest first; each webhook: id, url, events, isActive, createdAt, failingSince (null while deliveries succeed), disabledAt and disabledReason (when the server turned it off), createdBy {id, name}. The owner, and admins while the owner lets them into Company Settings, signed in (team members and API keys get 403) */
        get: operations["company.webhooks.list"];
        put?: never;
        /** Adds a webhook from url (https; at most 2000 characters; no user name or password; not a private, loopback or link-local address) and events (at least one of lead.created, lead.updated, lead.stage_changed, lead.deleted, meeting.created, meeting.updated, meeting.deleted, enquiry.created, enquiry.updated, enquiry.deleted, brand.created, brand.updated, brand.deleted, member.created, member.updated, member.removed, import.completed). The answer carries data.secret (whsec_…), the signing secret, this once. At most 20 webhooks (409). The owner, and admins while the owner lets them into Company Settings, signed in (team members and API keys get 403) */
        post: operations["company.webhooks.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a webhook's url, events or isActive (true turns it back on and forgets its failures). The owner, and admins while the owner lets them into Company Settings, signed in (team members and API keys get 403) */
        put: operations["company.webhooks.update"];
        post?: never;
        /** Deletes a webhook and its deliveries: nothing more is sent to it. The owner, and admins while the owner lets them into Company Settings, signed in (team members and API keys get 403) */
        delete: operations["company.webhooks.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook's deliveries, newest first, paginated (page, limit); each delivery: id, eventId, eventType, status (pending, delivered, failed), attempts, lastStatusCode, lastLatencyMs, lastError, nextAttemptAt, deliveredAt, createdAt. The owner, and admins while the owner lets them into Company Settings, signed in (team members and API keys get 403) */
        get: operations["company.webhooks.deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a delivery again now, with the same body and X-Webhook-Id (one more attempt; its count goes on). 409 while the webhook is off. The owner, and admins while the owner lets them into Company Settings, signed in (team members and API keys get 403) */
        post: operations["company.webhooks.redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a webhook.test event to this webhook alone, signed and retried like every delivery; answers the delivery. 409 while the webhook is off. The owner, and admins while the owner lets them into Company Settings, signed in (team members and API keys get 403) */
        post: operations["company.webhooks.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Brands: tile filter, search over the visible columns, sort by any column (custom ones too), paginated */
        get: operations["crm.brands.list"];
        put?: never;
        /** Add a brand (JSON, or multipart with logo); custom fields are checked against the columns */
        post: operations["crm.brands.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/brands/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One brand */
        get: operations["crm.brands.get"];
        /** Edit a brand (JSON, or multipart with logo; removeLogo=true removes it) */
        put: operations["crm.brands.update"];
        post?: never;
        /** Delete a brand (refused with 409 while it has leads) */
        delete: operations["crm.brands.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/brands/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change owner, update a custom field or delete up to 100 brands in one call, with a result per id */
        post: operations["crm.brands.bulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/brands/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every brand as {_id, id, name}, for pickers */
        get: operations["crm.brands.dropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/brands/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the brands with every column as a file, streamed: the same filters, search and sort as the list (page and limit ignored), and format=csv|xlsx. Cells that start like a formula (= + - @ tab CR) get a leading apostrophe */
        get: operations["crm.exports.brands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's CRM changes (lead, meeting, enquiry, brand) in the order they committed, oldest first, from the cursor `since` (the previous page's nextCursor; none: the oldest kept, 30 days) up to `limit` (default 100, at most 500), optionally one `entity`. Each change: cursor, id (the event's, as webhooks send it), type (e.g. lead.created, lead.stage_changed, lead.deleted), entity, recordId, createdAt, data (the record as its GET answers it; { id } for a deletion). Ask again from nextCursor; hasMore says whether to ask at once */
        get: operations["crm.changes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/charts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dashboard charts: leads per stage (count, value), won value per month over the last 12 months, enquiries per product type */
        get: operations["crm.charts.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/company-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's active users, for the brand owner and CS person pickers */
        get: operations["crm.companyUsers.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/custom-columns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An entity's columns in display order: entity=brand (the default; built-in columns too), lead, meeting or enquiry (the company's own fields) */
        get: operations["crm.customColumns.list"];
        put?: never;
        /** Add a column or custom field to an entity's list; select options get values derived from their labels */
        post: operations["crm.customColumns.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/custom-columns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a column (system columns: label only; the name never changes) */
        put: operations["crm.customColumns.update"];
        post?: never;
        /** Delete a custom column and its values from every brand (system and default columns can't be) */
        delete: operations["crm.customColumns.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/custom-columns/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the whole column order: {entity, columnOrders: [{columnId, position}]} */
        put: operations["crm.customColumns.reorder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/custom-columns/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Show or hide a column: {columnId, isVisible} */
        put: operations["crm.customColumns.setVisibility"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** CRM totals (brands, leads, meetings, enquiries, lead and enquiry value) and leads per stage */
        get: operations["crm.dashboard.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enquiries: search (client, brand, requirement), stage, productType, leadId, brandId (of the lead), csPersonId; sort; paginated by page or cursor; summary over the whole filtered set */
        get: operations["crm.enquiries.list"];
        put?: never;
        /** Add an enquiry for a lead (defaults Website, Medium, Medium, New); the CS person by csPersonId, or csPerson as a team member’s id or name */
        post: operations["crm.enquiries.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/enquiries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the enquiries */
        get: operations["crm.enquiries.get"];
        /** Edit: only the fields sent change; null or an empty string clears one */
        put: operations["crm.enquiries.update"];
        post?: never;
        /** Delete an enquiry */
        delete: operations["crm.enquiries.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/enquiries/{id}/send-proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send Proposal: the stage becomes Quotation Sent (409 when already Won or Lost) */
        post: operations["crm.enquiries.sendProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/enquiries/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the enquiries as a file, streamed: the same filters, search and sort as the list (page and limit ignored), and format=csv|xlsx. Cells that start like a formula (= + - @ tab CR) get a leading apostrophe */
        get: operations["crm.exports.enquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/follow-ups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open leads and enquiries whose next follow-up is overdue, today or later this week (company time zone), nearest first, at most 200, with counts per group; your own, or csPersonId = a member’s id or "all" (owners and admins) */
        get: operations["crm.followUps.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/follow-ups/{kind}/{id}/done": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a follow-up done (kind lead or enquiry): the date is cleared, or moved to nextFollowUpDate */
        post: operations["crm.followUps.markDone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/follow-ups/{kind}/{id}/snooze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Snooze a follow-up: snooze day or week (from today or its date, whichever is later), or until a date (today or later) */
        post: operations["crm.followUps.snooze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's imports, newest first, with their summaries */
        get: operations["crm.imports.history"];
        put?: never;
        /** Upload a CSV (multipart: kind = brand | lead | meeting | enquiry, then file; up to 50 MB, UTF-8 or Windows-1252, delimiter detected). Answers the headers, the fields and the suggested or remembered mapping; nothing is imported yet */
        post: operations["crm.imports.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import: status, progress (rows done / total, rows per second, seconds left), counts and row errors */
        get: operations["crm.imports.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/imports/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an import; a running one stops at its next batch and nothing it wrote is kept */
        post: operations["crm.imports.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/imports/{id}/failures.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The failing rows as a CSV file, streamed: the line in the uploaded file, every original column, then the reasons. Before the run the rows are checked against the saved mapping; after it, the rows the run refused. Cells that start like a formula (= + - @ tab CR) get a leading apostrophe */
        get: operations["crm.imports.failures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/imports/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check every row against a mapping (one field key or null per column) without writing: the first rows as stored, row errors, valid and duplicate counts */
        post: operations["crm.imports.preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/imports/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a completed import (owners, admins, or whoever ran it; within 7 days): records it created are deleted and records it updated get their earlier values back, except those changed since, which are kept and listed; follow import.revert (status, done of total, deleted, restored, kept, keptRecords: the first 100 kept, each with id, reason and label, its name when undone, up to 120 characters; undos made before names were kept have no label) */
        post: operations["crm.imports.revert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/imports/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start the import in the background: duplicates = skip | update | create, commitMode = all (nothing written unless every row is valid) | valid */
        post: operations["crm.imports.start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/lead-duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Possible duplicates across the company: groups of two or more leads sharing an email (any case) or a phone number (last ten digits, at least seven digits), biggest first then newest; each group has key (email|phone), value, count and its newest 10 leads; page, limit (at most 50); names spelled alike only per lead, under /api/crm/leads/{id}/duplicates */
        get: operations["crm.leads.duplicateGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leads: search (client, brand, email), stage (Closed Won/Lost read as Won/Lost), outcome, priority, brandId, csPersonId, followUp overdue|today; sort, order; paginated by page or cursor */
        get: operations["crm.leads.list"];
        put?: never;
        /** Add a lead (defaults stage New, outcome Pending, priority Medium); the CS person by csPersonId, or csPerson as a team member’s id or name */
        post: operations["crm.leads.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/leads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the leads; a lead merged into another answers 404 with mergedInto (the id of the lead it became) */
        get: operations["crm.leads.get"];
        /** Edit: only the fields sent change; null or an empty string clears one */
        put: operations["crm.leads.update"];
        post?: never;
        /** Delete a lead with its meetings and enquiries (the answer counts them) */
        delete: operations["crm.leads.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/leads/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lead's activity, newest first: created, field changes (old and new value), stage from -> to, meetings, enquiries, notes; page, limit */
        get: operations["crm.leadActivity.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/leads/{id}/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Possible duplicates of a lead: leads sharing its email or phone (last ten digits), or whose client name is spelled alike within its brand; each with its reasons (email, phone, name), most alike first, at most 20 */
        get: operations["crm.leads.duplicates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/leads/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Merge the lead mergeId into this one: fields holds the values chosen for the survivor; meetings, enquiries, notes and the timeline move to it, and GET of the merged id then answers 404 with mergedInto */
        post: operations["crm.leads.merge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/leads/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lead's notes, newest first, with signed attachment URLs */
        get: operations["crm.leadNotes.list"];
        put?: never;
        /** Add a note to a lead (multipart: content and attachments: pdf, doc, docx, txt, jpg, png, gif) */
        post: operations["crm.leadNotes.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/leads/{id}/notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a lead note: new content, existingAttachments (ids to keep, JSON list) and new attachments */
        put: operations["crm.leadNotes.update"];
        post?: never;
        /** Delete a lead note and its attachments */
        delete: operations["crm.leadNotes.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/leads/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pipeline board: one column per lead stage in the stage order, each with count and value over the whole filtered set and one page of leads (hasMore). Takes the leads list filters, search, sort and order; stage leaves one column; page and limit page within each column */
        get: operations["crm.leadBoard.columns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/leads/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the leads as a file, streamed: the same filters, search and sort as the list (page and limit ignored), and format=csv|xlsx. Cells that start like a formula (= + - @ tab CR) get a leading apostrophe */
        get: operations["crm.exports.leads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/meetings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Meetings: search (client, brand, email of the lead; title), status, type, leadId, brandId (of the lead), csPersonId, from/to; sort; paginated by page or cursor */
        get: operations["crm.meetings.list"];
        put?: never;
        /** Schedule a meeting for a lead (title 'Meeting with {client}', 60 minutes, Initial Call, Video Call); the CS person by csPersonId, or csPerson as a team member’s id or name, else the lead's */
        post: operations["crm.meetings.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/meetings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the meetings */
        get: operations["crm.meetings.get"];
        /** Edit: only the fields sent change; null or an empty string clears one */
        put: operations["crm.meetings.update"];
        post?: never;
        /** Delete a meeting */
        delete: operations["crm.meetings.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/meetings/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the meetings as a file, streamed: the same filters, search and sort as the list (page and limit ignored), and format=csv|xlsx. Cells that start like a formula (= + - @ tab CR) get a leading apostrophe */
        get: operations["crm.exports.meetings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search brands, leads, meetings, enquiries and (owners and admins) team members for q: results per kind, exact and prefix matches first, then fragments; similar spellings (rank 3) when nothing matches as typed */
        get: operations["crm.search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: operations["system.health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database and the file storage answer (503 when not) */
        get: operations["system.ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform's API keys that are not revoked, newest first; each key: id, name, scopes, prefix (the secret's first characters), createdAt, expiresAt (null: never), lastUsedAt (to about a minute), createdBy {id, name}. Super admins, signed in */
        get: operations["platform.apiKeys.list"];
        put?: never;
        /** Creates a platform API key from name (1-100 characters), expiresAt (optional ISO time, in the future) and scopes (platform, the default: what a super admin may do on the admin host, except managing super admins and keys). The answer carries data.secret, the whole key, this once: it is stored only as a hash. Send it as Authorization: Bearer <key> or X-API-Key: <key> */
        post: operations["platform.apiKeys.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes a platform API key: every server refuses it from the next request */
        delete: operations["platform.apiKeys.revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List companies (paginated, searched, filtered and sorted on the server) */
        get: operations["platform.companies.list"];
        put?: never;
        /** Create a company with its owner (JSON, or multipart with logo and ownerDp) */
        post: operations["platform.companies.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/companies/{companyId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform's notes about a company, newest first, with signed attachment URLs */
        get: operations["platform.companyNotes.list"];
        put?: never;
        /** Add a note (multipart: content and any number of attachments: pdf, doc, docx, txt, jpg, png, gif) */
        post: operations["platform.companyNotes.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/companies/{companyId}/notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a note: new content, existingAttachments (ids to keep, JSON list) and new attachments */
        put: operations["platform.companyNotes.update"];
        post?: never;
        /** Delete a note and its attachments */
        delete: operations["platform.companyNotes.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/companies/{companyId}/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's users: grouped (team.owners, admins, members) and merged, filtered and paginated */
        get: operations["platform.companyTeam.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/companies/{companyId}/team/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user of a company */
        get: operations["platform.companyTeam.get"];
        /** Edit a user, or toggle their status with {isActive} (the owner keeps email, role and status) */
        put: operations["platform.companyTeam.update"];
        post?: never;
        /** Remove a user (never the owner); their sessions end at once */
        delete: operations["platform.companyTeam.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/companies/{companyId}/team/{memberId}/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a user's profile picture (multipart avatar) */
        post: operations["platform.companyTeam.setAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/companies/{companyId}/team/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate, deactivate or delete up to 100 users of a company in one call, with a result per id */
        post: operations["platform.companyTeam.bulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/companies/{companyId}/team/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a user to a company (JSON, or multipart with avatar) */
        post: operations["platform.companyTeam.invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/companies/{companyId}/team/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User counts of a company by role and status */
        get: operations["platform.companyTeam.stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/companies/{companyId}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's history, newest first (recorded by the server with every change) */
        get: operations["platform.companyTimeline.list"];
        put?: never;
        /** Add an integrator's own event to a company's timeline */
        post: operations["platform.companyTimeline.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One company */
        get: operations["platform.companies.get"];
        /** Edit a company (JSON, or multipart with logo and ownerDp) */
        put: operations["platform.companies.update"];
        post?: never;
        /** Delete a company, its schema and its files */
        delete: operations["platform.companies.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/companies/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One company's data as a .tar.gz, streamed, for a company that leaves: its platform row (company.json), every table of its schema as JSON lines (tables/*.jsonl; columns and types in manifest.json) and its stored files (files/) */
        get: operations["platform.companyExport.download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/companies/{id}/neighbours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The companies before and after one company in the list order given by the same filters and sort as the list */
        get: operations["platform.companies.neighbours"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/companies/{id}/security-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One company's security log, as its owner sees it: newest first, paginated, filtered by actorId (a person's or key's id), type (sign_in_succeeded, sign_in_failed, sign_in_code_requested, step_up_code_requested, password_set, password_changed, password_removed, email_changed, two_factor_enabled, two_factor_disabled, role_changed, status_changed, signed_out_everywhere, data_exported, import_started, import_completed, import_reverted, api_key_created, api_key_updated, api_key_revoked, webhook_created, webhook_updated, webhook_deleted, record_visibility_changed) and from / to (YYYY-MM-DD, both days included) in the company's time zone */
        get: operations["platform.companySecurityLog.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/companies/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Activate or deactivate a company (deactivation signs its users out) */
        patch: operations["platform.companies.setStatus"];
        trace?: never;
    };
    "/api/super-admin/companies/check-subdomain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is a subdomain free for a new company? */
        get: operations["platform.companies.checkSubdomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform figures, recent companies and activity, companies per week (reads platform tables only) */
        get: operations["platform.dashboard.summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/mail-outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sent-mail log, newest first, one page (`page`, `limit` up to 100, default 100). `status` filters it: unsent (the default: pending and failed, as this route always answered), all, sent, pending (tried again at nextAttemptAt), failed (tries spent) or console (printed to the server's console: no SMTP is set). `delivery` says where mail goes (mode smtp with smtpHost, or console). Each mail has to, subject, status, attempts, the last error, nextAttemptAt, sentAt, createdAt and `body`: kept, held (a one-time code not delivered yet) or removed (it held one and was sent or printed); never the bodies themselves */
        get: operations["platform.mailOutbox.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/security-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform's own security log (super admins' sign-ins, account changes, company exports): newest first, paginated, filtered by actorId (a person's or key's id), type (sign_in_succeeded, sign_in_failed, sign_in_code_requested, step_up_code_requested, password_set, password_changed, password_removed, email_changed, two_factor_enabled, two_factor_disabled, role_changed, status_changed, signed_out_everywhere, data_exported, import_started, import_completed, import_reverted, api_key_created, api_key_updated, api_key_revoked, webhook_created, webhook_updated, webhook_deleted, record_visibility_changed) and from / to (YYYY-MM-DD, both days included) in UTC; each event: id, type, actor {id, kind (user, super_admin, api_key, anonymous), name as it was then}, subject {id, name} or null, at, ip, userAgent, detail */
        get: operations["platform.securityLog.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/super-admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List super admins (paginated, searched, filtered and sorted on the server) */
        get: operations["platform.superAdmins.list"];
        put?: never;
        /** Add a super admin (JSON, or multipart with avatar) */
        post: operations["platform.superAdmins.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/super-admins/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One super admin */
        get: operations["platform.superAdmins.get"];
        /** Edit a super admin (JSON, or multipart with avatar) */
        put: operations["platform.superAdmins.update"];
        post?: never;
        /** Delete a super admin (never yourself, never the last active one) */
        delete: operations["platform.superAdmins.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/super-admins/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Activate or deactivate a super admin (deactivation signs them out) */
        patch: operations["platform.superAdmins.setStatus"];
        trace?: never;
    };
    "/api/user/digest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in user opted out of the daily follow-up digest email */
        get: operations["user.digest.get"];
        /** Opt out of (optedOut true) or back into the daily follow-up digest email */
        put: operations["user.digest.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, with their company */
        get: operations["user.profile.get"];
        /** Update your name, phone (or profile.phone) and picture (JSON or multipart); the email is read-only */
        put: operations["user.profile.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sign-out-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the signed-in user, this one included */
        post: operations["user.signOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Turn two-factor sign-in off. Needs a step-up proof in the body: `totpCode`, `stepUpCode` (POST /api/auth/step-up-code) or `currentPassword`. Ends every other session and mails the account. */
        delete: operations["auth.twoFactorDisable"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/two-factor/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the set-up with a `code` from the app: two-factor sign-in is on, and the answer carries ten single-use `recoveryCodes`, shown this once. */
        post: operations["auth.twoFactorConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start two-factor sign-in (TOTP, RFC 6238) for the signed-in account: answers `secret`, `otpauthUrl` and `qrCode` (an SVG data URL). Starting again replaces a secret not confirmed yet. */
        post: operations["auth.twoFactorSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "brand.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A brand was created (brand.created)
         * @description A brand was created. In the CRM, through the API, or by an import (one event per record). `data`: a brand as GET /api/crm/brands/{id} answers it.
         */
        post: operations["receive.brand.created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "brand.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A brand was deleted (brand.deleted)
         * @description A brand was deleted. On its own, or in a bulk delete: one event per brand. `data` is `{ id }`: the record is gone.
         */
        post: operations["receive.brand.deleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "brand.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A brand changed (brand.updated)
         * @description A brand changed. In the CRM, through the API, or by an import updating it. A bulk action sends one event per brand. `data`: a brand as GET /api/crm/brands/{id} answers it.
         */
        post: operations["receive.brand.updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "enquiry.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An enquiry was added (enquiry.created)
         * @description An enquiry was added. In the CRM, through the API, or by an import (one event per record). `data`: an enquiry as GET /api/crm/enquiries/{id} answers it.
         */
        post: operations["receive.enquiry.created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "enquiry.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An enquiry was deleted (enquiry.deleted)
         * @description An enquiry was deleted. On its own, or with its lead. `data` is `{ id }`: the record is gone.
         */
        post: operations["receive.enquiry.deleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "enquiry.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An enquiry changed (enquiry.updated)
         * @description An enquiry changed. In the CRM, through the API, or by an import updating it. A proposal sent, or its follow-up marked done or snoozed, changes it too. `data`: an enquiry as GET /api/crm/enquiries/{id} answers it.
         */
        post: operations["receive.enquiry.updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "import.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An import completed its run (import.completed)
         * @description An import completed its run. The records it created or updated each have their own `<entity>.created` or `<entity>.updated`, recorded just before this one; `data.counts` says how many rows were created, updated, skipped and failed. A run that failed or was cancelled sends nothing. `data`: an import as GET /api/crm/imports/{id} answers it.
         */
        post: operations["receive.import.completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lead.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A lead was created (lead.created)
         * @description A lead was created. In the CRM, through the API, or by an import (one event per record). `data`: a lead as GET /api/crm/leads/{id} answers it.
         */
        post: operations["receive.lead.created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lead.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A lead was deleted (lead.deleted)
         * @description A lead was deleted. Its meetings and enquiries went with it: each sends its own meeting.deleted or enquiry.deleted. `data` is `{ id }`: the record is gone.
         */
        post: operations["receive.lead.deleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lead.stage_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A lead moved to another stage (lead.stage_changed)
         * @description A lead moved to another stage. Sent with lead.updated for the same change, with the same data: `data.stage` is the new stage. `data`: a lead as GET /api/crm/leads/{id} answers it.
         */
        post: operations["receive.lead.stage_changed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lead.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A lead changed (lead.updated)
         * @description A lead changed. In the CRM, through the API, or by an import updating it. Its follow-up marked done or snoozed changes it too. A new stage also sends lead.stage_changed. `data`: a lead as GET /api/crm/leads/{id} answers it.
         */
        post: operations["receive.lead.updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "meeting.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A meeting was scheduled (meeting.created)
         * @description A meeting was scheduled. In the CRM, through the API, or by an import (one event per record). `data`: a meeting as GET /api/crm/meetings/{id} answers it, with its lead's client fields.
         */
        post: operations["receive.meeting.created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "meeting.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A meeting was deleted (meeting.deleted)
         * @description A meeting was deleted. On its own, or with its lead. `data` is `{ id }`: the record is gone.
         */
        post: operations["receive.meeting.deleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "meeting.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A meeting changed (meeting.updated)
         * @description A meeting changed. In the CRM, through the API, or by an import updating it. `data`: a meeting as GET /api/crm/meetings/{id} answers it, with its lead's client fields.
         */
        post: operations["receive.meeting.updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member was invited to the team (member.created)
         * @description A member was invited to the team. `data`: a member of the team as GET /api/company/team/{memberId} answers it.
         */
        post: operations["receive.member.created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member was removed from the team (member.removed)
         * @description A member was removed from the team. On their own, or in a bulk delete: one event per member. `data` is `{ id }`: the record is gone.
         */
        post: operations["receive.member.removed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A team member changed (member.updated)
         * @description A team member changed. Their details, role, status or picture, whoever changed them: the company, the member in their own settings, or the platform team. A bulk action sends one event per member. `data`: a member of the team as GET /api/company/team/{memberId} answers it.
         */
        post: operations["receive.member.updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test event (webhook.test)
         * @description A test event. Sent by POST /api/company/webhooks/{id}/test ("Send test event" in Company Settings) to that webhook alone, whatever events it subscribes to. No record changed. `data`: a test event's data: which webhook it was sent to, and a note saying so.
         */
        post: operations["receive.webhook.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description A brand as GET /api/crm/brands/{id} answers it */
        Brand: {
            /**
             * Format: uuid
             * @description The same as id
             */
            _id: string;
            address: {
                city: string | null;
                country: string | null;
                pinCode: string | null;
                state: string | null;
                street: string | null;
            };
            /** @description The team member who owns the brand */
            brandOwner: {
                /**
                 * Format: uuid
                 * @description The same as id
                 */
                _id: string;
                email: string;
                /**
                 * Format: uuid
                 * @description The owner's id
                 */
                id: string;
                name: string;
                profile: {
                    avatar: string | null;
                };
            } | null;
            /**
             * Format: date-time
             * @description When the record was created
             */
            createdAt: string;
            /** @description The company's own brand fields by name: text, a number, a date (YYYY-MM-DD), a select's option value or true/false */
            customFields: {
                [key: string]: string | number | boolean;
            };
            /**
             * Format: uuid
             * @description The brand's id
             */
            id: string;
            industry: string | null;
            /** @description A link to the logo on this server */
            logo: string | null;
            name: string;
            socialMedia: {
                facebook: string | null;
                instagram: string | null;
                linkedin: string | null;
                twitter: string | null;
            };
            /**
             * Format: date-time
             * @description When the record last changed
             */
            updatedAt: string;
            website: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description What is left of a deleted record: its id */
        DeletedRecord: {
            /**
             * Format: uuid
             * @description The deleted record's id
             */
            id: string;
        } & {
            [key: string]: unknown;
        };
        /** @description An enquiry as GET /api/crm/enquiries/{id} answers it */
        Enquiry: {
            /**
             * Format: uuid
             * @description The same as id
             */
            _id: string;
            /** @description The lead's brand name */
            brand: string;
            /** @description The lead's client */
            clientName: string;
            /**
             * Format: date-time
             * @description When the record was created
             */
            createdAt: string;
            /** @description The CS person's name */
            csPerson: string | null;
            /**
             * Format: uuid
             * @description The CS person (a team member)
             */
            csPersonId: string | null;
            /** @description The company's own enquiry fields by name: text, a number, a date (YYYY-MM-DD), a select's option value or true/false */
            customFields: {
                [key: string]: string | number | boolean;
            };
            /** @description The estimated value, a plain number (also sent as value) */
            estimatedValue: number | null;
            /**
             * Format: uuid
             * @description The enquiry's id
             */
            id: string;
            /**
             * Format: uuid
             * @description The lead the enquiry came from
             */
            leadId: string;
            /**
             * Format: date
             * @description When to follow up next
             */
            nextFollowUpDate: string | null;
            /** @enum {string} */
            priority: "Low" | "Medium" | "High" | "Critical";
            /** @enum {string} */
            productType: "Website" | "Mobile App" | "Web Application" | "E-commerce" | "Custom Software" | "Consulting";
            /** @description What the client asks for */
            requirement: string;
            /** @enum {string} */
            stage: "New" | "Under Review" | "Quotation Sent" | "Negotiation" | "Won" | "Lost" | "On Hold";
            title: string | null;
            /**
             * Format: date-time
             * @description When the record last changed
             */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        ErrorEnvelope: {
            /** @enum {string} */
            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "COMPANY_INACTIVE" | "COMPANY_NOT_FOUND" | "NOT_FOUND" | "CONFLICT" | "IDEMPOTENCY_KEY_REUSED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
            /** @constant */
            error: true;
            /** @description Present on validation failures */
            errors?: components["schemas"]["FieldError"][];
            /** @description Safe to show to a user; never a stack trace */
            message: string;
            /** @constant */
            success: false;
        };
        FieldError: {
            /** @example Company name is required */
            msg: string;
            /**
             * @description Dotted path of the field, e.g. `owner.email`
             * @example companyName
             */
            path: string;
        };
        /** @description An import as GET /api/crm/imports/{id} answers it */
        Import: {
            /**
             * Format: uuid
             * @description The same as id
             */
            _id: string;
            /** @description Rows created, updated, skipped and failed */
            counts: {
                created: number;
                failed: number;
                skipped: number;
                updated: number;
            };
            /**
             * Format: date-time
             * @description When the file was uploaded
             */
            createdAt: string;
            /**
             * Format: uuid
             * @description Who started the import
             */
            createdBy: string | null;
            /** @description The first row errors; the full list is GET /api/crm/imports/{id}/failures.csv */
            errors: {
                field?: string;
                line?: number;
                message?: string;
            }[];
            /** @description Why the run failed as a whole */
            failure: string | null;
            /** @description The uploaded file's name */
            fileName: string;
            /**
             * Format: date-time
             * @description When the run ended
             */
            finishedAt: string | null;
            /**
             * Format: uuid
             * @description The import's id
             */
            id: string;
            /** @enum {string} */
            kind: "brand" | "lead" | "meeting" | "enquiry";
            /**
             * Format: date-time
             * @description When the run started
             */
            startedAt: string | null;
            /** @enum {string} */
            status: "uploaded" | "queued" | "running" | "cancelling" | "completed" | "failed" | "cancelled";
            totalRows: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A lead as GET /api/crm/leads/{id} answers it */
        Lead: {
            /**
             * Format: uuid
             * @description The same as id
             */
            _id: string;
            /** @description The brand's name */
            brand: string;
            /**
             * Format: uuid
             * @description The brand the lead is for
             */
            brandId: string;
            /** @description The client (a person or a company) */
            clientName: string;
            /**
             * Format: date-time
             * @description When the record was created
             */
            createdAt: string;
            /** @description The CS person's name */
            csPerson: string | null;
            /**
             * Format: uuid
             * @description The CS person (a team member)
             */
            csPersonId: string | null;
            /** @description The company's own lead fields by name: text, a number, a date (YYYY-MM-DD), a select's option value or true/false */
            customFields: {
                [key: string]: string | number | boolean;
            };
            /**
             * Format: date
             * @description The lead's date
             */
            date: string;
            emailId: string | null;
            /** @description The estimated value, a plain number */
            estimatedValue: number | null;
            /**
             * Format: uuid
             * @description The lead's id
             */
            id: string;
            mobileNumber: string | null;
            /**
             * Format: date
             * @description When to follow up next
             */
            nextFollowUpDate: string | null;
            /** @enum {string} */
            outcome: "Pending" | "Got Enquiry" | "Meeting Scheduled" | "Follow-up Required" | "Not Interested";
            /** @enum {string} */
            priority: "Low" | "Medium" | "High" | "Critical";
            /** @enum {string} */
            stage: "New" | "Contacted" | "Qualified" | "Proposal" | "Negotiation" | "Got Enquiry" | "Won" | "Lost";
            /**
             * Format: date-time
             * @description When the record last changed
             */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A meeting as GET /api/crm/meetings/{id} answers it, with its lead's client fields */
        Meeting: {
            /**
             * Format: uuid
             * @description The same as id
             */
            _id: string;
            /** @description The lead's brand name */
            brand: string;
            /** @description The lead's client */
            clientName: string;
            /**
             * Format: date-time
             * @description When the record was created
             */
            createdAt: string;
            /** @description The CS person's name */
            csPerson: string | null;
            /**
             * Format: uuid
             * @description The CS person (a team member)
             */
            csPersonId: string | null;
            /** @description The company's own meeting fields by name: text, a number, a date (YYYY-MM-DD), a select's option value or true/false */
            customFields: {
                [key: string]: string | number | boolean;
            };
            /** @description Minutes */
            duration: number;
            /**
             * Format: uuid
             * @description The meeting's id
             */
            id: string;
            /**
             * Format: uuid
             * @description The lead the meeting is with
             */
            leadId: string;
            /** @enum {string} */
            mode: "Video Call" | "Phone Call" | "In Person";
            /** @enum {string} */
            outcome: "Pending" | "Got Enquiry" | "Meeting Scheduled" | "Follow-up Required" | "Not Interested";
            /**
             * Format: date-time
             * @description When the meeting starts
             */
            scheduledDate: string;
            /** @enum {string} */
            status: "Scheduled" | "In Progress" | "Completed" | "Cancelled" | "Rescheduled" | "No Show";
            title: string;
            /** @enum {string} */
            type: "Initial Call" | "Follow-up" | "Demo" | "Proposal Presentation" | "Negotiation" | "Closing";
            /**
             * Format: date-time
             * @description When the record last changed
             */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        SuccessEnvelope: {
            /** @description The payload; records carry `id` and `_id` with the same value */
            data: Record<string, never>;
            /** @constant */
            error: false;
            message: string;
            /** @constant */
            success: true;
        };
        /** @description A member of the team as GET /api/company/team/{memberId} answers it */
        TeamMember: {
            /**
             * Format: uuid
             * @description The same as id
             */
            _id: string;
            /**
             * Format: date-time
             * @description When the member was added
             */
            createdAt: string;
            /**
             * Format: date
             * @description The date of birth
             */
            dateOfBirth: string | null;
            email: string;
            /**
             * Format: uuid
             * @description The member's id
             */
            id: string;
            /** @description false: the member cannot sign in */
            isActive: boolean;
            /**
             * Format: date-time
             * @description The last sign-in; null: never
             */
            lastLogin: string | null;
            name: string;
            phone: string | null;
            profile: {
                /** @description A link to the picture on this server */
                avatar: string | null;
                /**
                 * Format: date
                 * @description The date of birth
                 */
                dateOfBirth: string | null;
                department: string | null;
                designation: string | null;
                phone: string | null;
            };
            /** @enum {string} */
            role: "owner" | "admin" | "team_member";
        } & {
            [key: string]: unknown;
        };
        /** @description The body of every webhook delivery: one event as JSON text, the same bytes on every attempt (X-Webhook-Signature signs them) */
        WebhookEvent: {
            /**
             * Format: date-time
             * @description When the change was made. Deliveries may arrive out of order: order by this
             */
            createdAt: string;
            /** @description The record as its REST read answers it; `{ id }` for a deletion */
            data: {
                [key: string]: unknown;
            };
            /**
             * Format: uuid
             * @description The event's id, also sent as X-Webhook-Id, and the id the changes feed shows for it
             */
            id: string;
            /**
             * @description `<entity>.<what happened>`
             * @enum {string}
             */
            type: "lead.created" | "lead.updated" | "lead.stage_changed" | "lead.deleted" | "meeting.created" | "meeting.updated" | "meeting.deleted" | "enquiry.created" | "enquiry.updated" | "enquiry.deleted" | "brand.created" | "brand.updated" | "brand.deleted" | "member.created" | "member.updated" | "member.removed" | "import.completed" | "webhook.test";
        };
        /** @description A test event's data: which webhook it was sent to, and a note saying so */
        WebhookTestData: {
            note: string;
            /**
             * Format: uuid
             * @description The webhook's id
             */
            webhookId: string;
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description Validation failed or a field the route does not take (`errors` names each field), malformed JSON, or a host / X-Subdomain mismatch */
        Error400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {unknown} */
                    code?: "VALIDATION_ERROR" | "BAD_REQUEST";
                };
            };
        };
        /** @description No bearer token, an expired or revoked one, or a token issued for another host; an API key that is unknown on this host, revoked or expired */
        Error401: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {unknown} */
                    code?: "UNAUTHORIZED";
                };
            };
        };
        /** @description Not allowed for this role or host; COMPANY_NOT_FOUND for an unknown subdomain, COMPANY_INACTIVE for an inactive or expired company */
        Error403: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {unknown} */
                    code?: "FORBIDDEN" | "COMPANY_NOT_FOUND" | "COMPANY_INACTIVE";
                };
            };
        };
        /** @description No such record */
        Error404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {unknown} */
                    code?: "NOT_FOUND";
                };
            };
        };
        /** @description Conflicts with an existing record (a taken subdomain, a duplicate email) */
        Error409: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {unknown} */
                    code?: "CONFLICT";
                };
            };
        };
        /** @description Body over 1 MB, a file over 5 MB, or too many files */
        Error413: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {unknown} */
                    code?: "PAYLOAD_TOO_LARGE";
                };
            };
        };
        /** @description Unsupported content type, or a file whose bytes are not an accepted type */
        Error415: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {unknown} */
                    code?: "UNSUPPORTED_MEDIA_TYPE";
                };
            };
        };
        /** @description The Idempotency-Key was already used with a different request */
        Error422: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {unknown} */
                    code?: "IDEMPOTENCY_KEY_REUSED";
                };
            };
        };
        /** @description Too many attempts, or an API key past its rate limit; wait the Retry-After seconds and try again */
        Error429: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {unknown} */
                    code?: "TOO_MANY_REQUESTS";
                };
            };
        };
        /** @description A backing service is not reachable right now (the database, the file storage); retry shortly */
        Error503: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {unknown} */
                    code?: "SERVICE_UNAVAILABLE" | "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                };
            };
        };
        /** @description Any 2xx within 10 s acknowledges the delivery: it is not sent again. The answer's body is ignored */
        WebhookAcknowledged: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Anything else fails the attempt: another status (a 3xx too: redirects are not followed), no answer within 10 s, a refused or closed connection. A failed delivery is tried again 1 min, 5 min, 30 min, 2 h, 6 h, 8 h and 8 h later (8 attempts in all), then marked failed. A webhook whose every attempt has failed for more than 24 hours is turned off */
        WebhookRetried: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
        IdempotencyKey: string;
        /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
        WebhookId: string;
        /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
        WebhookSignature: string;
        /** @description The platform's webhook sender */
        WebhookUserAgent: "CompanyPlatform-Webhooks/1";
        /** @description The company a call on the platform or api host is for; on a company host the host decides */
        XSubdomain: string;
    };
    requestBodies: never;
    headers: {
        /** @description true when this is the first answer to the same Idempotency-Key, sent again */
        "Idempotent-Replayed": "true";
        /** @description Requests this API key may make per minute (answers to API keys only) */
        "RateLimit-Limit": number;
        /** @description Requests left in the current minute */
        "RateLimit-Remaining": number;
        /** @description Seconds until the count starts again */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before retrying (on 429) */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "auth.changePassword": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword?: string;
                    newPassword: string;
                    stepUpCode?: string;
                    totpCode?: string;
                };
            };
        };
        responses: {
            /** @description Password changed successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: Record<string, never>;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "auth.login": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed in successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            accessToken?: unknown;
                            refreshToken?: unknown;
                            user?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "auth.logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description Signed out successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: Record<string, never>;
                    };
                };
            };
            400: components["responses"]["Error400"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            503: components["responses"]["Error503"];
        };
    };
    "auth.me": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            user?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            503: components["responses"]["Error503"];
        };
    };
    "auth.refresh": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description Token refreshed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            accessToken?: unknown;
                            refreshToken?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            503: components["responses"]["Error503"];
        };
    };
    "auth.removePassword": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    currentPassword?: string;
                    stepUpCode?: string;
                    totpCode?: string;
                };
            };
        };
        responses: {
            /** @description Password removed: sign in with an emailed code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: Record<string, never>;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "auth.requestCode": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    subdomain?: string;
                };
            };
        };
        responses: {
            /** @description If the account exists, a login code has been sent to the email address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: Record<string, never>;
                    };
                };
            };
            400: components["responses"]["Error400"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "auth.requestStepUpCode": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description We emailed you a code to confirm it is you */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: Record<string, never>;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "auth.twoFactor": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Signed in successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            accessToken?: unknown;
                            refreshToken?: unknown;
                            user?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "auth.twoFactorEnrol": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
                };
            };
        };
        responses: {
            /** @description Scan the QR code with your authenticator app, then enter the code it shows */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            otpauthUrl?: unknown;
                            qrCode?: unknown;
                            secret?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            503: components["responses"]["Error503"];
        };
    };
    "auth.verifyCode": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description Signed in successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            accessToken?: unknown;
                            refreshToken?: unknown;
                            user?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "company.apiKeys.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description API keys fetched successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            apiKeys?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            503: components["responses"]["Error503"];
        };
    };
    "company.apiKeys.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expiresAt?: unknown;
                    name: string;
                    scopes: ("crm:read" | "crm:write" | "team:read" | "team:write" | "company:read")[];
                };
            };
        };
        responses: {
            /** @description Creates a company API key from name (1-100 characters), expiresAt (optional ISO time, in the future) and scopes (any of crm:read, crm:write, team:read, team:write, company:read; a key acts with an admin's rights within them). The answer carries data.secret, the whole key, this once: it is stored only as a hash. Send it as Authorization: Bearer <key> or X-API-Key: <key>. At most 50 live keys (409). Owners and admins, signed in */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            apiKey?: unknown;
                            secret?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "company.apiKeys.revoke": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revokes a company API key: every server refuses it from the next request. 404 for an unknown or already revoked key. Owners and admins, signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            apiKey?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            503: components["responses"]["Error503"];
        };
    };
    "public.checkSubdomain": {
        parameters: {
            query?: {
                subdomain?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Does a company with this subdomain exist? (before login) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            companyName?: unknown;
                            logo?: unknown;
                            status?: unknown;
                            themeColor?: unknown;
                        };
                        valid?: unknown;
                    };
                };
            };
            400: components["responses"]["Error400"];
            503: components["responses"]["Error503"];
        };
    };
    "company.dashboard.get": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dashboard data fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            health?: unknown;
                            recentUsers?: unknown;
                            stats?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "company.departments.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Departments fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            departments?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "company.departments.save": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    departments: {
                        /** Format: uuid */
                        _id?: string;
                        /** Format: uuid */
                        id?: string;
                        isActive?: boolean | ("true" | "false");
                        /** @description As answers show it; ignored when sent */
                        readonly isDefault?: unknown;
                        name: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Replace the departments with the full list sent (owner, admin); members follow a rename */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            departments?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "company.designations.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Designations fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            designations?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "company.designations.save": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    designations: {
                        /** Format: uuid */
                        _id?: string;
                        /** Format: uuid */
                        id?: string;
                        isActive?: boolean | ("true" | "false");
                        /** @description As answers show it; ignored when sent */
                        readonly isDefault?: unknown;
                        name: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Replace the designations with the full list sent (owner, admin); members follow a rename */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            designations?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "company.profile.get": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Company profile fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            company?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "company.securityLog.list": {
        parameters: {
            query?: {
                actorId?: string;
                from?: string;
                limit?: number;
                page?: number;
                to?: string;
                type?: "sign_in_succeeded" | "sign_in_failed" | "sign_in_code_requested" | "step_up_code_requested" | "password_set" | "password_changed" | "password_removed" | "email_changed" | "two_factor_enabled" | "two_factor_disabled" | "role_changed" | "status_changed" | "signed_out_everywhere" | "data_exported" | "import_started" | "import_completed" | "import_reverted" | "api_key_created" | "api_key_updated" | "api_key_revoked" | "webhook_created" | "webhook_updated" | "webhook_deleted" | "record_visibility_changed";
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Security log fetched successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            events?: unknown;
                            pagination?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            503: components["responses"]["Error503"];
        };
    };
    "company.settings.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    allowAdminCompanySettings?: boolean | ("true" | "false");
                    digestHour?: number;
                    name?: string;
                    /** @enum {string} */
                    recordVisibility?: "all" | "own" | "department";
                    removeLogo?: boolean | ("true" | "false");
                    requireTwoFactor?: boolean | ("true" | "false");
                    themeColor?: string;
                    timeZone?: string;
                };
                "multipart/form-data": {
                    allowAdminCompanySettings?: boolean | ("true" | "false");
                    digestHour?: number;
                    /** Format: binary */
                    logo?: string;
                    name?: string;
                    /** @enum {string} */
                    recordVisibility?: "all" | "own" | "department";
                    removeLogo?: boolean | ("true" | "false");
                    requireTwoFactor?: boolean | ("true" | "false");
                    themeColor?: string;
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description Company settings (owner; admins while allowAdminCompanySettings is on): name, themeColor, logo (a file, or "" to remove), timeZone (IANA name), digestHour (0-23); allowAdminCompanySettings is the owner's alone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            company?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "company.team.list": {
        parameters: {
            query?: {
                cursor?: string & (unknown & unknown);
                filter?: "total" | "currentWeek" | "lastWeek" | "active" | "inactive";
                limit?: number;
                order?: "asc" | "desc";
                page?: number;
                search?: string;
                sort?: "role" | "name" | "email" | "createdAt" | "lastLogin" | "status" | "department" | "designation";
                status?: "all" | "active" | "inactive";
                updatedSince?: string;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Users fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            nextCursor?: unknown;
                            pagination?: unknown;
                            stats?: unknown;
                            team?: unknown;
                            users?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "company.team.invite": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    dateOfBirth?: "" | null | string;
                    department?: string;
                    designation?: string;
                    email: string;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isActive?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly lastLogin?: unknown;
                    name: string;
                    phone?: string;
                    profile?: {
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        dateOfBirth?: "" | null | string;
                        department?: string;
                        designation?: string;
                        phone?: string;
                    };
                    /**
                     * @default team_member
                     * @enum {string}
                     */
                    role?: "admin" | "team_member";
                };
                "multipart/form-data": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** Format: binary */
                    avatar?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    dateOfBirth?: "" | null | string;
                    department?: string;
                    designation?: string;
                    email: string;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isActive?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly lastLogin?: unknown;
                    name: string;
                    phone?: string;
                    profile?: {
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        dateOfBirth?: "" | null | string;
                        department?: string;
                        designation?: string;
                        phone?: string;
                    };
                    /**
                     * @default team_member
                     * @enum {string}
                     */
                    role?: "admin" | "team_member";
                };
            };
        };
        responses: {
            /** @description User invited successfully */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            user?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "company.team.get": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description User fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            user?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "company.team.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    dateOfBirth?: "" | null | string;
                    department?: null | string;
                    designation?: null | string;
                    email?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    isActive?: boolean | ("true" | "false");
                    /** @description As answers show it; ignored when sent */
                    readonly lastLogin?: unknown;
                    name?: string;
                    phone?: null | string;
                    profile?: {
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        dateOfBirth?: "" | null | string;
                        department?: null | string;
                        designation?: null | string;
                        email?: "" | null | string;
                        phone?: null | string;
                    };
                    removeAvatar?: boolean | ("true" | "false");
                    /** @enum {string} */
                    role?: "owner" | "admin" | "team_member";
                    user?: {
                        email?: "" | null | string;
                    };
                };
                "multipart/form-data": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** Format: binary */
                    avatar?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    dateOfBirth?: "" | null | string;
                    department?: null | string;
                    designation?: null | string;
                    email?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    isActive?: boolean | ("true" | "false");
                    /** @description As answers show it; ignored when sent */
                    readonly lastLogin?: unknown;
                    name?: string;
                    phone?: null | string;
                    profile?: {
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        dateOfBirth?: "" | null | string;
                        department?: null | string;
                        designation?: null | string;
                        email?: "" | null | string;
                        phone?: null | string;
                    };
                    removeAvatar?: boolean | ("true" | "false");
                    /** @enum {string} */
                    role?: "owner" | "admin" | "team_member";
                    user?: {
                        email?: "" | null | string;
                    };
                };
            };
        };
        responses: {
            /** @description User updated successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            user?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "company.team.remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description User deleted successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            _id?: unknown;
                            id?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "company.team.setAvatar": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
                "multipart/form-data": {
                    /** Format: binary */
                    avatar?: string;
                };
            };
        };
        responses: {
            /** @description Profile picture updated successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            user?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "company.team.bulk": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "activate" | "deactivate" | "delete";
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description Activate, deactivate or delete up to 100 members in one call, with a result per id */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            counts?: unknown;
                            results?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "company.teamExport": {
        parameters: {
            query?: {
                cursor?: string & (unknown & unknown);
                filter?: "total" | "currentWeek" | "lastWeek" | "active" | "inactive";
                format?: "csv" | "xlsx";
                limit?: number;
                order?: "asc" | "desc";
                page?: number;
                search?: string;
                sort?: "role" | "name" | "email" | "createdAt" | "lastLogin" | "status" | "department" | "designation";
                status?: "all" | "active" | "inactive";
                updatedSince?: string;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, streamed (Content-Disposition: attachment) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "company.team.stats": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Team stats fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            stats?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "public.theme": {
        parameters: {
            query: {
                subdomain: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A company's theme colour (before login) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            themeColor?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            503: components["responses"]["Error503"];
        };
    };
    "company.webhooks.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhooks fetched successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            webhooks?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            503: components["responses"]["Error503"];
        };
    };
    "company.webhooks.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdBy?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly disabledAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly disabledReason?: unknown;
                    events: ("lead.created" | "lead.updated" | "lead.stage_changed" | "lead.deleted" | "meeting.created" | "meeting.updated" | "meeting.deleted" | "enquiry.created" | "enquiry.updated" | "enquiry.deleted" | "brand.created" | "brand.updated" | "brand.deleted" | "member.created" | "member.updated" | "member.removed" | "import.completed")[];
                    /** @description As answers show it; ignored when sent */
                    readonly failingSince?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    url: string;
                };
            };
        };
        responses: {
            /** @description Adds a webhook from url (https; at most 2000 characters; no user name or password; not a private, loopback or link-local address) and events (at least one of lead.created, lead.updated, lead.stage_changed, lead.deleted, meeting.created, meeting.updated, meeting.deleted, enquiry.created, enquiry.updated, enquiry.deleted, brand.created, brand.updated, brand.deleted, member.created, member.updated, member.removed, import.completed). The answer carries data.secret (whsec_…), the signing secret, this once. At most 20 webhooks (409). The owner, and admins while the owner lets them into Company Settings, signed in (team members and API keys get 403) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            secret?: unknown;
                            webhook?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "company.webhooks.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdBy?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly disabledAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly disabledReason?: unknown;
                    events?: ("lead.created" | "lead.updated" | "lead.stage_changed" | "lead.deleted" | "meeting.created" | "meeting.updated" | "meeting.deleted" | "enquiry.created" | "enquiry.updated" | "enquiry.deleted" | "brand.created" | "brand.updated" | "brand.deleted" | "member.created" | "member.updated" | "member.removed" | "import.completed")[];
                    /** @description As answers show it; ignored when sent */
                    readonly failingSince?: unknown;
                    isActive?: boolean;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Changes a webhook's url, events or isActive (true turns it back on and forgets its failures). The owner, and admins while the owner lets them into Company Settings, signed in (team members and API keys get 403) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            webhook?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "company.webhooks.remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes a webhook and its deliveries: nothing more is sent to it. The owner, and admins while the owner lets them into Company Settings, signed in (team members and API keys get 403) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            webhook?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            503: components["responses"]["Error503"];
        };
    };
    "company.webhooks.deliveries": {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhook deliveries fetched successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            deliveries?: unknown;
                            pagination?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            503: components["responses"]["Error503"];
        };
    };
    "company.webhooks.redeliver": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                deliveryId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Sends a delivery again now, with the same body and X-Webhook-Id (one more attempt; its count goes on). 409 while the webhook is off. The owner, and admins while the owner lets them into Company Settings, signed in (team members and API keys get 403) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            delivery?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "company.webhooks.test": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Sends a webhook.test event to this webhook alone, signed and retried like every delivery; answers the delivery. 409 while the webhook is off. The owner, and admins while the owner lets them into Company Settings, signed in (team members and API keys get 403) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            delivery?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.brands.list": {
        parameters: {
            query?: {
                brandOwner?: "" | string;
                cursor?: string & (unknown & unknown);
                filter?: "total" | "currentWeek" | "lastWeek";
                limit?: number;
                order?: "asc" | "desc";
                page?: number;
                search?: string;
                sort?: string;
                updatedSince?: string;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Brands fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            brands?: unknown;
                            nextCursor?: unknown;
                            pagination?: unknown;
                            stats?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.brands.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    address?: {
                        city?: null | string;
                        country?: null | string;
                        pinCode?: null | string;
                        state?: null | string;
                        street?: null | string;
                    };
                    /** @description Or the record as answers show it: its id is taken */
                    brandOwner?: (null | "" | string) | {
                        id: string;
                    };
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    customFields?: {
                        [key: string]: unknown;
                    };
                    description?: null | string;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    industry?: null | string;
                    /** @description The stored file as answers show it; ignored (send a file in multipart/form-data to change it) */
                    readonly logo?: unknown;
                    name: string;
                    notes?: null | string;
                    phone?: null | string;
                    removeLogo?: boolean | ("true" | "false");
                    socialMedia?: {
                        facebook?: null | string;
                        instagram?: null | string;
                        linkedin?: null | string;
                        twitter?: null | string;
                    };
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    website?: null | string;
                };
                "multipart/form-data": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    address?: {
                        city?: null | string;
                        country?: null | string;
                        pinCode?: null | string;
                        state?: null | string;
                        street?: null | string;
                    };
                    /** @description Or the record as answers show it: its id is taken */
                    brandOwner?: (null | "" | string) | {
                        id: string;
                    };
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    customFields?: {
                        [key: string]: unknown;
                    };
                    description?: null | string;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    industry?: null | string;
                    /** Format: binary */
                    logo?: string;
                    name: string;
                    notes?: null | string;
                    phone?: null | string;
                    removeLogo?: boolean | ("true" | "false");
                    socialMedia?: {
                        facebook?: null | string;
                        instagram?: null | string;
                        linkedin?: null | string;
                        twitter?: null | string;
                    };
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    website?: null | string;
                };
            };
        };
        responses: {
            /** @description Brand created successfully */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            brand?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.brands.get": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Brand fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            brand?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.brands.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    address?: {
                        city?: null | string;
                        country?: null | string;
                        pinCode?: null | string;
                        state?: null | string;
                        street?: null | string;
                    };
                    /** @description Or the record as answers show it: its id is taken */
                    brandOwner?: (null | "" | string) | {
                        id: string;
                    };
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    customFields?: {
                        [key: string]: unknown;
                    };
                    description?: null | string;
                    industry?: null | string;
                    /** @description The stored file as answers show it; ignored (send a file in multipart/form-data to change it) */
                    readonly logo?: unknown;
                    name?: string;
                    notes?: null | string;
                    phone?: null | string;
                    removeLogo?: boolean | ("true" | "false");
                    socialMedia?: {
                        facebook?: null | string;
                        instagram?: null | string;
                        linkedin?: null | string;
                        twitter?: null | string;
                    };
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    website?: null | string;
                };
                "multipart/form-data": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    address?: {
                        city?: null | string;
                        country?: null | string;
                        pinCode?: null | string;
                        state?: null | string;
                        street?: null | string;
                    };
                    /** @description Or the record as answers show it: its id is taken */
                    brandOwner?: (null | "" | string) | {
                        id: string;
                    };
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    customFields?: {
                        [key: string]: unknown;
                    };
                    description?: null | string;
                    industry?: null | string;
                    /** Format: binary */
                    logo?: string;
                    name?: string;
                    notes?: null | string;
                    phone?: null | string;
                    removeLogo?: boolean | ("true" | "false");
                    socialMedia?: {
                        facebook?: null | string;
                        instagram?: null | string;
                        linkedin?: null | string;
                        twitter?: null | string;
                    };
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    website?: null | string;
                };
            };
        };
        responses: {
            /** @description Brand updated successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            brand?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.brands.remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Brand deleted successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            _id?: unknown;
                            id?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.brands.bulk": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Change owner, update a custom field or delete up to 100 brands in one call, with a result per id */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            counts?: unknown;
                            results?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.brands.dropdown": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Brands fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            brands?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.exports.brands": {
        parameters: {
            query?: {
                brandOwner?: "" | string;
                cursor?: string & (unknown & unknown);
                filter?: "total" | "currentWeek" | "lastWeek";
                format?: "csv" | "xlsx";
                limit?: number;
                order?: "asc" | "desc";
                page?: number;
                search?: string;
                sort?: string;
                updatedSince?: string;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, streamed (Content-Disposition: attachment) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.changes": {
        parameters: {
            query?: {
                entity?: "lead" | "meeting" | "enquiry" | "brand";
                limit?: number;
                since?: "latest" | string;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Changes fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            changes?: unknown;
                            hasMore?: unknown;
                            nextCursor?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.charts.get": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CRM charts fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            charts?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.companyUsers.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Company users fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            users?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.customColumns.list": {
        parameters: {
            query?: {
                entity?: "brand" | "lead" | "meeting" | "enquiry";
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Columns fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            columns?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.customColumns.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    /**
                     * @default brand
                     * @enum {string}
                     */
                    entity?: "brand" | "lead" | "meeting" | "enquiry";
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isDefault?: unknown;
                    isRequired?: boolean | ("true" | "false");
                    /** @description As answers show it; ignored when sent */
                    readonly isSystem?: unknown;
                    isVisible?: boolean | ("true" | "false");
                    label: string;
                    name: string & (unknown & unknown);
                    options?: {
                        label: string;
                        value?: string;
                    }[];
                    /** @description As answers show it; ignored when sent */
                    readonly position?: unknown;
                    /** @enum {string} */
                    type: "text" | "number" | "date" | "select" | "boolean";
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    validation?: {
                        maxValue?: null | "" | number;
                        minValue?: null | "" | number;
                    };
                };
            };
        };
        responses: {
            /** @description Custom column created successfully */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            column?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.customColumns.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly entity?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isDefault?: unknown;
                    isRequired?: boolean | ("true" | "false");
                    /** @description As answers show it; ignored when sent */
                    readonly isSystem?: unknown;
                    isVisible?: boolean | ("true" | "false");
                    label?: string;
                    name?: string & (unknown & unknown);
                    options?: {
                        label: string;
                        value?: string;
                    }[];
                    /** @description As answers show it; ignored when sent */
                    readonly position?: unknown;
                    /** @enum {string} */
                    type?: "text" | "number" | "date" | "select" | "boolean";
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    validation?: {
                        maxValue?: null | "" | number;
                        minValue?: null | "" | number;
                    };
                };
            };
        };
        responses: {
            /** @description Custom column updated successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            column?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.customColumns.remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Custom column deleted successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            _id?: unknown;
                            id?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.customColumns.reorder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columnOrders: {
                        /** Format: uuid */
                        columnId: string;
                        position: number;
                    }[];
                    /**
                     * @default brand
                     * @enum {string}
                     */
                    entity?: "brand" | "lead" | "meeting" | "enquiry";
                };
            };
        };
        responses: {
            /** @description Columns reordered successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            columns?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.customColumns.setVisibility": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    columnId: string;
                    isVisible: boolean | ("true" | "false");
                };
            };
        };
        responses: {
            /** @description Column visibility updated successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            column?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.dashboard.get": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CRM dashboard fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            leadsByStage?: unknown;
                            summary?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.enquiries.list": {
        parameters: {
            query?: {
                brandId?: "" | string;
                csPersonId?: "" | string;
                cursor?: string & (unknown & unknown);
                customField?: "" | string;
                customValue?: string;
                leadId?: "" | string;
                limit?: number;
                order?: "asc" | "desc";
                page?: number;
                productType?: "" | ("Website" | "Mobile App" | "Web Application" | "E-commerce" | "Custom Software" | "Consulting");
                search?: string;
                sort?: string;
                stage?: "" | ("New" | "Under Review" | "Quotation Sent" | "Negotiation" | "Won" | "Lost" | "On Hold");
                updatedSince?: string;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Enquiries fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            enquiries?: unknown;
                            nextCursor?: unknown;
                            pagination?: unknown;
                            summary?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.enquiries.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly addedDate?: unknown;
                    assignedTo?: null | "" | string;
                    /** @description As answers show it; ignored when sent */
                    readonly brand?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly brandId?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly clientName?: unknown;
                    /** @description Another name for comments, as answers show it; send one of the two (or both alike) */
                    comment?: null | "" | string;
                    comments?: null | "" | string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    csPerson?: null | "" | string;
                    csPersonId?: null | "" | string;
                    customFields?: {
                        [key: string]: unknown;
                    };
                    /** @description Another name for expectedDeliveryDate, as answers show it; send one of the two (or both alike) */
                    deliveryDate?: null | "" | string;
                    description?: null | "" | string;
                    estimatedValue?: null | "" | number;
                    expectedDeliveryDate?: null | "" | string;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    leadId: string;
                    nextFollowUpDate?: null | "" | string;
                    /** @enum {string} */
                    priority?: "Low" | "Medium" | "High" | "Critical";
                    /** @enum {string} */
                    productType?: "Website" | "Mobile App" | "Web Application" | "E-commerce" | "Custom Software" | "Consulting";
                    requirement: string;
                    /** @enum {string} */
                    stage?: "New" | "Under Review" | "Quotation Sent" | "Negotiation" | "Won" | "Lost" | "On Hold";
                    title?: null | "" | string;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    /** @enum {string} */
                    urgency?: "Low" | "Medium" | "High" | "Critical";
                    /** @description Another name for estimatedValue, as answers show it; send one of the two (or both alike) */
                    value?: null | "" | number;
                };
            };
        };
        responses: {
            /** @description Enquiry created successfully */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            enquiry?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.enquiries.get": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Enquiry fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            enquiry?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.enquiries.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly addedDate?: unknown;
                    assignedTo?: null | "" | string;
                    /** @description As answers show it; ignored when sent */
                    readonly brand?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly brandId?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly clientName?: unknown;
                    /** @description Another name for comments, as answers show it; send one of the two (or both alike) */
                    comment?: null | "" | string;
                    comments?: null | "" | string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    csPerson?: null | "" | string;
                    csPersonId?: null | "" | string;
                    customFields?: {
                        [key: string]: unknown;
                    };
                    /** @description Another name for expectedDeliveryDate, as answers show it; send one of the two (or both alike) */
                    deliveryDate?: null | "" | string;
                    description?: null | "" | string;
                    estimatedValue?: null | "" | number;
                    expectedDeliveryDate?: null | "" | string;
                    leadId?: string;
                    nextFollowUpDate?: null | "" | string;
                    /** @enum {string} */
                    priority?: "Low" | "Medium" | "High" | "Critical";
                    /** @enum {string} */
                    productType?: "Website" | "Mobile App" | "Web Application" | "E-commerce" | "Custom Software" | "Consulting";
                    requirement?: string;
                    /** @enum {string} */
                    stage?: "New" | "Under Review" | "Quotation Sent" | "Negotiation" | "Won" | "Lost" | "On Hold";
                    title?: null | "" | string;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    /** @enum {string} */
                    urgency?: "Low" | "Medium" | "High" | "Critical";
                    /** @description Another name for estimatedValue, as answers show it; send one of the two (or both alike) */
                    value?: null | "" | number;
                };
            };
        };
        responses: {
            /** @description Enquiry updated successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            enquiry?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.enquiries.remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Enquiry deleted successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            _id?: unknown;
                            id?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.enquiries.sendProposal": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Proposal sent successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            enquiry?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.exports.enquiries": {
        parameters: {
            query?: {
                brandId?: "" | string;
                csPersonId?: "" | string;
                cursor?: string & (unknown & unknown);
                customField?: "" | string;
                customValue?: string;
                format?: "csv" | "xlsx";
                leadId?: "" | string;
                limit?: number;
                order?: "asc" | "desc";
                page?: number;
                productType?: "" | ("Website" | "Mobile App" | "Web Application" | "E-commerce" | "Custom Software" | "Consulting");
                search?: string;
                sort?: string;
                stage?: "" | ("New" | "Under Review" | "Quotation Sent" | "Negotiation" | "Won" | "Lost" | "On Hold");
                updatedSince?: string;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, streamed (Content-Disposition: attachment) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.followUps.list": {
        parameters: {
            query?: {
                csPersonId?: "" | "all" | string;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Follow-ups fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            counts?: unknown;
                            followUps?: unknown;
                            today?: unknown;
                            weekEnd?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.followUps.markDone": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
                kind: "lead" | "enquiry";
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    nextFollowUpDate?: null | "" | string;
                };
            };
        };
        responses: {
            /** @description Follow-up marked as done */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            followUp?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.followUps.snooze": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
                kind: "lead" | "enquiry";
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    snooze?: "day" | "week";
                    until?: string;
                };
            };
        };
        responses: {
            /** @description Snooze a follow-up: snooze day or week (from today or its date, whichever is later), or until a date (today or later) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            followUp?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.imports.history": {
        parameters: {
            query?: {
                kind?: "" | ("brand" | "lead" | "meeting" | "enquiry");
                limit?: number;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Imports fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            imports?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.imports.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "brand" | "lead" | "meeting" | "enquiry";
                };
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                    /** @enum {string} */
                    kind: "brand" | "lead" | "meeting" | "enquiry";
                };
            };
        };
        responses: {
            /** @description File uploaded: check the column mapping */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            fields?: unknown;
                            import?: unknown;
                            remembered?: unknown;
                            sample?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.imports.get": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Import fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            fields?: unknown;
                            import?: unknown;
                            remembered?: unknown;
                            sample?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.imports.cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Cancelling the import… */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            import?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.imports.failures": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, streamed (Content-Disposition: attachment) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.imports.preview": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    mapping?: (null | "" | string)[];
                };
            };
        };
        responses: {
            /** @description Preview ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            fields?: unknown;
                            import?: unknown;
                            preview?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.imports.revert": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Undoing the import */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            import?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.imports.start": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @default all
                     * @enum {string}
                     */
                    commitMode?: "all" | "valid";
                    /**
                     * @default skip
                     * @enum {string}
                     */
                    duplicates?: "skip" | "update" | "create";
                    mapping?: (null | "" | string)[];
                };
            };
        };
        responses: {
            /** @description Import started */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            import?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.leads.duplicateGroups": {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Groups of possible duplicates fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            groups?: unknown;
                            pagination?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.leads.list": {
        parameters: {
            query?: {
                brandId?: "" | string;
                csPersonId?: "" | string;
                cursor?: string & (unknown & unknown);
                customField?: "" | string;
                customValue?: string;
                followUp?: "" | ("overdue" | "today");
                limit?: number;
                order?: "asc" | "desc";
                outcome?: "" | ("Pending" | "Got Enquiry" | "Meeting Scheduled" | "Follow-up Required" | "Not Interested");
                page?: number;
                priority?: "" | ("Low" | "Medium" | "High" | "Critical");
                search?: string;
                sort?: string;
                stage?: "" | string;
                updatedSince?: string;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Leads fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            leads?: unknown;
                            nextCursor?: unknown;
                            pagination?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.leads.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly brand?: unknown;
                    brandId: string;
                    clientName: string;
                    comment?: null | "" | string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    csPerson?: null | "" | string;
                    csPersonId?: null | "" | string;
                    customFields?: {
                        [key: string]: unknown;
                    };
                    date?: null | "" | string;
                    designation?: null | "" | string;
                    emailId?: null | "" | string;
                    estimatedValue?: null | "" | number;
                    hq?: null | "" | string;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    linkedin?: null | "" | string;
                    mobileNumber?: null | "" | (string & (unknown & unknown));
                    nextFollowUpDate?: null | "" | string;
                    /** @enum {string} */
                    outcome?: "Pending" | "Got Enquiry" | "Meeting Scheduled" | "Follow-up Required" | "Not Interested";
                    /** @enum {string} */
                    priority?: "Low" | "Medium" | "High" | "Critical";
                    stage?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    website?: null | "" | string;
                };
            };
        };
        responses: {
            /** @description Lead created successfully */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            lead?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.leads.get": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lead fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            lead?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.leads.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly brand?: unknown;
                    /** Format: uuid */
                    brandId?: string;
                    clientName?: string;
                    comment?: null | "" | string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    csPerson?: null | "" | string;
                    csPersonId?: null | "" | string;
                    customFields?: {
                        [key: string]: unknown;
                    };
                    date?: null | "" | string;
                    designation?: null | "" | string;
                    emailId?: null | "" | string;
                    estimatedValue?: null | "" | number;
                    hq?: null | "" | string;
                    linkedin?: null | "" | string;
                    mobileNumber?: null | "" | (string & (unknown & unknown));
                    nextFollowUpDate?: null | "" | string;
                    /** @enum {string} */
                    outcome?: "Pending" | "Got Enquiry" | "Meeting Scheduled" | "Follow-up Required" | "Not Interested";
                    /** @enum {string} */
                    priority?: "Low" | "Medium" | "High" | "Critical";
                    stage?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    website?: null | "" | string;
                };
            };
        };
        responses: {
            /** @description Lead updated successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            lead?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.leads.remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lead deleted successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            _id?: unknown;
                            id?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.leadActivity.list": {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lead activity fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            activity?: unknown;
                            pagination?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.leads.duplicates": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Possible duplicates fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            duplicates?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.leads.merge": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fields?: {
                        /** Format: uuid */
                        brandId?: string;
                        clientName?: string;
                        comment?: null | "" | string;
                        csPerson?: null | "" | string;
                        csPersonId?: null | "" | string;
                        customFields?: {
                            [key: string]: unknown;
                        };
                        date?: null | "" | string;
                        designation?: null | "" | string;
                        emailId?: null | "" | string;
                        estimatedValue?: null | "" | number;
                        hq?: null | "" | string;
                        linkedin?: null | "" | string;
                        mobileNumber?: null | "" | (string & (unknown & unknown));
                        nextFollowUpDate?: null | "" | string;
                        /** @enum {string} */
                        outcome?: "Pending" | "Got Enquiry" | "Meeting Scheduled" | "Follow-up Required" | "Not Interested";
                        /** @enum {string} */
                        priority?: "Low" | "Medium" | "High" | "Critical";
                        stage?: string;
                        website?: null | "" | string;
                    };
                    mergeId: string;
                };
            };
        };
        responses: {
            /** @description Leads merged successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            lead?: unknown;
                            mergedId?: unknown;
                            moved?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.leadNotes.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Notes fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            notes?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.leadNotes.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description The stored file as answers show it; ignored (send a file in multipart/form-data to change it) */
                    readonly attachments?: unknown;
                    content: string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdBy?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isEdited?: unknown;
                    /** @description Ignored: the title is always derived from the content */
                    title?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedBy?: unknown;
                };
                "multipart/form-data": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** Format: binary */
                    attachments?: string;
                    content: string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdBy?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isEdited?: unknown;
                    /** @description Ignored: the title is always derived from the content */
                    title?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedBy?: unknown;
                };
            };
        };
        responses: {
            /** @description Note added successfully */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            note?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.leadNotes.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
                noteId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description The stored file as answers show it; ignored (send a file in multipart/form-data to change it) */
                    readonly attachments?: unknown;
                    content?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdBy?: unknown;
                    existingAttachments?: string[];
                    /** @description As answers show it; ignored when sent */
                    readonly isEdited?: unknown;
                    /** @description Ignored: the title is always derived from the content */
                    title?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedBy?: unknown;
                };
                "multipart/form-data": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** Format: binary */
                    attachments?: string;
                    content?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdBy?: unknown;
                    existingAttachments?: string[];
                    /** @description As answers show it; ignored when sent */
                    readonly isEdited?: unknown;
                    /** @description Ignored: the title is always derived from the content */
                    title?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedBy?: unknown;
                };
            };
        };
        responses: {
            /** @description Note updated successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            note?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.leadNotes.remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
                noteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Note deleted successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            _id?: unknown;
                            id?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.leadBoard.columns": {
        parameters: {
            query?: {
                brandId?: "" | string;
                csPersonId?: "" | string;
                cursor?: string & (unknown & unknown);
                customField?: "" | string;
                customValue?: string;
                followUp?: "" | ("overdue" | "today");
                limit?: number;
                order?: "asc" | "desc";
                outcome?: "" | ("Pending" | "Got Enquiry" | "Meeting Scheduled" | "Follow-up Required" | "Not Interested");
                page?: number;
                priority?: "" | ("Low" | "Medium" | "High" | "Critical");
                search?: string;
                sort?: string;
                stage?: "" | string;
                updatedSince?: string;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lead board fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            columns?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.exports.leads": {
        parameters: {
            query?: {
                brandId?: "" | string;
                csPersonId?: "" | string;
                cursor?: string & (unknown & unknown);
                customField?: "" | string;
                customValue?: string;
                followUp?: "" | ("overdue" | "today");
                format?: "csv" | "xlsx";
                limit?: number;
                order?: "asc" | "desc";
                outcome?: "" | ("Pending" | "Got Enquiry" | "Meeting Scheduled" | "Follow-up Required" | "Not Interested");
                page?: number;
                priority?: "" | ("Low" | "Medium" | "High" | "Critical");
                search?: string;
                sort?: string;
                stage?: "" | string;
                updatedSince?: string;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, streamed (Content-Disposition: attachment) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.meetings.list": {
        parameters: {
            query?: {
                brandId?: "" | string;
                csPersonId?: "" | string;
                cursor?: string & (unknown & unknown);
                customField?: "" | string;
                customValue?: string;
                from?: "" | string;
                leadId?: "" | string;
                limit?: number;
                order?: "asc" | "desc";
                page?: number;
                search?: string;
                sort?: string;
                status?: "" | ("Scheduled" | "In Progress" | "Completed" | "Cancelled" | "Rescheduled" | "No Show");
                to?: "" | string;
                type?: "" | ("Initial Call" | "Follow-up" | "Demo" | "Proposal Presentation" | "Negotiation" | "Closing");
                updatedSince?: string;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Meetings fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            meetings?: unknown;
                            nextCursor?: unknown;
                            pagination?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.meetings.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly brand?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly brandId?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly clientName?: unknown;
                    comment?: null | "" | string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    csPerson?: null | "" | string;
                    csPersonId?: null | "" | string;
                    customFields?: {
                        [key: string]: unknown;
                    };
                    /** @description As answers show it; ignored when sent */
                    readonly date?: unknown;
                    description?: null | "" | string;
                    /** @description As answers show it; ignored when sent */
                    readonly designation?: unknown;
                    duration?: number;
                    /** @description As answers show it; ignored when sent */
                    readonly emailId?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    leadId: string;
                    /** @description As answers show it; ignored when sent */
                    readonly linkedin?: unknown;
                    location?: null | "" | string;
                    meetingLink?: null | "" | string;
                    /** @description As answers show it; ignored when sent */
                    readonly mobileNumber?: unknown;
                    /** @enum {string} */
                    mode?: "Video Call" | "Phone Call" | "In Person";
                    nextFollowUpDate?: null | "" | string;
                    notes?: null | "" | string;
                    /** @enum {string} */
                    outcome?: "Pending" | "Got Enquiry" | "Meeting Scheduled" | "Follow-up Required" | "Not Interested";
                    scheduledDate: string;
                    /** @enum {string} */
                    status?: "Scheduled" | "In Progress" | "Completed" | "Cancelled" | "Rescheduled" | "No Show";
                    title?: null | "" | string;
                    /** @enum {string} */
                    type?: "Initial Call" | "Follow-up" | "Demo" | "Proposal Presentation" | "Negotiation" | "Closing";
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly website?: unknown;
                };
            };
        };
        responses: {
            /** @description Meeting created successfully */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            meeting?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.meetings.get": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Meeting fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            meeting?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.meetings.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly brand?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly brandId?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly clientName?: unknown;
                    comment?: null | "" | string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    csPerson?: null | "" | string;
                    csPersonId?: null | "" | string;
                    customFields?: {
                        [key: string]: unknown;
                    };
                    /** @description As answers show it; ignored when sent */
                    readonly date?: unknown;
                    description?: null | "" | string;
                    /** @description As answers show it; ignored when sent */
                    readonly designation?: unknown;
                    duration?: number;
                    /** @description As answers show it; ignored when sent */
                    readonly emailId?: unknown;
                    leadId?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly linkedin?: unknown;
                    location?: null | "" | string;
                    meetingLink?: null | "" | string;
                    /** @description As answers show it; ignored when sent */
                    readonly mobileNumber?: unknown;
                    /** @enum {string} */
                    mode?: "Video Call" | "Phone Call" | "In Person";
                    nextFollowUpDate?: null | "" | string;
                    notes?: null | "" | string;
                    /** @enum {string} */
                    outcome?: "Pending" | "Got Enquiry" | "Meeting Scheduled" | "Follow-up Required" | "Not Interested";
                    scheduledDate?: string;
                    /** @enum {string} */
                    status?: "Scheduled" | "In Progress" | "Completed" | "Cancelled" | "Rescheduled" | "No Show";
                    title?: null | "" | string;
                    /** @enum {string} */
                    type?: "Initial Call" | "Follow-up" | "Demo" | "Proposal Presentation" | "Negotiation" | "Closing";
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly website?: unknown;
                };
            };
        };
        responses: {
            /** @description Meeting updated successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            meeting?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.meetings.remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Meeting deleted successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            _id?: unknown;
                            id?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.exports.meetings": {
        parameters: {
            query?: {
                brandId?: "" | string;
                csPersonId?: "" | string;
                cursor?: string & (unknown & unknown);
                customField?: "" | string;
                customValue?: string;
                format?: "csv" | "xlsx";
                from?: "" | string;
                leadId?: "" | string;
                limit?: number;
                order?: "asc" | "desc";
                page?: number;
                search?: string;
                sort?: string;
                status?: "" | ("Scheduled" | "In Progress" | "Completed" | "Cancelled" | "Rescheduled" | "No Show");
                to?: "" | string;
                type?: "" | ("Initial Call" | "Follow-up" | "Demo" | "Proposal Presentation" | "Negotiation" | "Closing");
                updatedSince?: string;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, streamed (Content-Disposition: attachment) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "crm.search": {
        parameters: {
            query: {
                q: string;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search results fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            results?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "system.health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            status?: unknown;
                        };
                    };
                };
            };
            503: components["responses"]["Error503"];
        };
    };
    "system.ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database and the file storage answer (503 when not) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            database?: unknown;
                            status?: unknown;
                            storage?: unknown;
                        };
                    };
                };
            };
            503: components["responses"]["Error503"];
        };
    };
    "platform.apiKeys.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description API keys fetched successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            apiKeys?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.apiKeys.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expiresAt?: unknown;
                    name: string;
                    scopes?: "platform"[];
                };
            };
        };
        responses: {
            /** @description Creates a platform API key from name (1-100 characters), expiresAt (optional ISO time, in the future) and scopes (platform, the default: what a super admin may do on the admin host, except managing super admins and keys). The answer carries data.secret, the whole key, this once: it is stored only as a hash. Send it as Authorization: Bearer <key> or X-API-Key: <key> */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            apiKey?: unknown;
                            secret?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.apiKeys.revoke": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revokes a platform API key: every server refuses it from the next request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            apiKey?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companies.list": {
        parameters: {
            query?: {
                filter?: "total" | "currentWeek" | "lastWeek" | "active" | "inactive";
                limit?: number;
                order?: "asc" | "desc";
                page?: number;
                search?: string;
                sort?: "name" | "subdomain" | "createdAt" | "expiryDate" | "status";
                status?: "all" | "active" | "inactive";
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Companies fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            companies?: unknown;
                            pagination?: unknown;
                            stats?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companies.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    branding?: {
                        /** @description As answers show it; ignored when sent */
                        readonly logo?: unknown;
                        /** @description Another name for themeColor, as answers show it; send one of the two (or both alike) */
                        themeColor?: string;
                    };
                    companyName: string;
                    contact?: {
                        /** @description Another name for phone, as answers show it; send one of the two (or both alike) */
                        phone?: string;
                        /** @description Another name for website, as answers show it; send one of the two (or both alike) */
                        website?: string;
                    };
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    description?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly displayStatus?: unknown;
                    expiryDate?: "" | null | string;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isExpired?: unknown;
                    owner: {
                        /** @description As answers show it; ignored when sent */
                        readonly _id?: unknown;
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        email: string;
                        fullName: string;
                        /** @description As answers show it; ignored when sent */
                        readonly id?: unknown;
                        /** @description As answers show it; ignored when sent */
                        readonly profile?: unknown;
                    };
                    /** @description As answers show it; ignored when sent */
                    readonly ownerId?: unknown;
                    phone?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly settings?: unknown;
                    subdomain: string;
                    subscription?: {
                        /** @description Another name for expiryDate, as answers show it; send one of the two (or both alike) */
                        endDate?: "" | null | string;
                    };
                    themeColor?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly userStats?: unknown;
                    website?: string;
                };
                "multipart/form-data": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    branding?: {
                        /** @description As answers show it; ignored when sent */
                        readonly logo?: unknown;
                        /** @description Another name for themeColor, as answers show it; send one of the two (or both alike) */
                        themeColor?: string;
                    };
                    companyName: string;
                    contact?: {
                        /** @description Another name for phone, as answers show it; send one of the two (or both alike) */
                        phone?: string;
                        /** @description Another name for website, as answers show it; send one of the two (or both alike) */
                        website?: string;
                    };
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    description?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly displayStatus?: unknown;
                    expiryDate?: "" | null | string;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isExpired?: unknown;
                    /** Format: binary */
                    logo?: string;
                    owner: {
                        /** @description As answers show it; ignored when sent */
                        readonly _id?: unknown;
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        email: string;
                        fullName: string;
                        /** @description As answers show it; ignored when sent */
                        readonly id?: unknown;
                        /** @description As answers show it; ignored when sent */
                        readonly profile?: unknown;
                    };
                    /** Format: binary */
                    ownerDp?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly ownerId?: unknown;
                    phone?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly settings?: unknown;
                    subdomain: string;
                    subscription?: {
                        /** @description Another name for expiryDate, as answers show it; send one of the two (or both alike) */
                        endDate?: "" | null | string;
                    };
                    themeColor?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly userStats?: unknown;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Company created successfully */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            company?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companyNotes.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                companyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Notes fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            notes?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companyNotes.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                companyId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description The stored file as answers show it; ignored (send a file in multipart/form-data to change it) */
                    readonly attachments?: unknown;
                    content: string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdBy?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isEdited?: unknown;
                    /** @description Ignored: the title is always derived from the content */
                    title?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedBy?: unknown;
                };
                "multipart/form-data": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** Format: binary */
                    attachments?: string;
                    content: string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdBy?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isEdited?: unknown;
                    /** @description Ignored: the title is always derived from the content */
                    title?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedBy?: unknown;
                };
            };
        };
        responses: {
            /** @description Note added successfully */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            note?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companyNotes.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                companyId: number;
                noteId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description The stored file as answers show it; ignored (send a file in multipart/form-data to change it) */
                    readonly attachments?: unknown;
                    content?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdBy?: unknown;
                    existingAttachments?: string[];
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isEdited?: unknown;
                    /** @description Ignored: the title is always derived from the content */
                    title?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedBy?: unknown;
                };
                "multipart/form-data": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** Format: binary */
                    attachments?: string;
                    content?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdBy?: unknown;
                    existingAttachments?: string[];
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isEdited?: unknown;
                    /** @description Ignored: the title is always derived from the content */
                    title?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedBy?: unknown;
                };
            };
        };
        responses: {
            /** @description Note updated successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            note?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companyNotes.remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                companyId: number;
                noteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Note deleted successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            _id?: unknown;
                            id?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companyTeam.list": {
        parameters: {
            query?: {
                cursor?: string & (unknown & unknown);
                filter?: "total" | "currentWeek" | "lastWeek" | "active" | "inactive";
                limit?: number;
                order?: "asc" | "desc";
                page?: number;
                search?: string;
                sort?: "role" | "name" | "email" | "createdAt" | "lastLogin" | "status" | "department" | "designation";
                status?: "all" | "active" | "inactive";
                updatedSince?: string;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                companyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Users fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            nextCursor?: unknown;
                            pagination?: unknown;
                            stats?: unknown;
                            team?: unknown;
                            users?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companyTeam.get": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                companyId: number;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description User fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            user?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companyTeam.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                companyId: number;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    dateOfBirth?: "" | null | string;
                    department?: null | string;
                    designation?: null | string;
                    email?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    isActive?: boolean | ("true" | "false");
                    /** @description As answers show it; ignored when sent */
                    readonly lastLogin?: unknown;
                    name?: string;
                    phone?: null | string;
                    profile?: {
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        dateOfBirth?: "" | null | string;
                        department?: null | string;
                        designation?: null | string;
                        email?: "" | null | string;
                        phone?: null | string;
                    };
                    removeAvatar?: boolean | ("true" | "false");
                    /** @enum {string} */
                    role?: "owner" | "admin" | "team_member";
                    user?: {
                        email?: "" | null | string;
                    };
                };
                "multipart/form-data": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** Format: binary */
                    avatar?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    dateOfBirth?: "" | null | string;
                    department?: null | string;
                    designation?: null | string;
                    email?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    isActive?: boolean | ("true" | "false");
                    /** @description As answers show it; ignored when sent */
                    readonly lastLogin?: unknown;
                    name?: string;
                    phone?: null | string;
                    profile?: {
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        dateOfBirth?: "" | null | string;
                        department?: null | string;
                        designation?: null | string;
                        email?: "" | null | string;
                        phone?: null | string;
                    };
                    removeAvatar?: boolean | ("true" | "false");
                    /** @enum {string} */
                    role?: "owner" | "admin" | "team_member";
                    user?: {
                        email?: "" | null | string;
                    };
                };
            };
        };
        responses: {
            /** @description User updated successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            user?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companyTeam.remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                companyId: number;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description User deleted successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            _id?: unknown;
                            id?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companyTeam.setAvatar": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                companyId: number;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
                "multipart/form-data": {
                    /** Format: binary */
                    avatar?: string;
                };
            };
        };
        responses: {
            /** @description Profile picture updated successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            user?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companyTeam.bulk": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                companyId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "activate" | "deactivate" | "delete";
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description Activate, deactivate or delete up to 100 users of a company in one call, with a result per id */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            counts?: unknown;
                            results?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companyTeam.invite": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                companyId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    dateOfBirth?: "" | null | string;
                    department?: string;
                    designation?: string;
                    email: string;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isActive?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly lastLogin?: unknown;
                    name: string;
                    phone?: string;
                    profile?: {
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        dateOfBirth?: "" | null | string;
                        department?: string;
                        designation?: string;
                        phone?: string;
                    };
                    /**
                     * @default team_member
                     * @enum {string}
                     */
                    role?: "admin" | "team_member";
                };
                "multipart/form-data": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** Format: binary */
                    avatar?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    dateOfBirth?: "" | null | string;
                    department?: string;
                    designation?: string;
                    email: string;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isActive?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly lastLogin?: unknown;
                    name: string;
                    phone?: string;
                    profile?: {
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        dateOfBirth?: "" | null | string;
                        department?: string;
                        designation?: string;
                        phone?: string;
                    };
                    /**
                     * @default team_member
                     * @enum {string}
                     */
                    role?: "admin" | "team_member";
                };
            };
        };
        responses: {
            /** @description User invited successfully */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            user?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companyTeam.stats": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                companyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Team stats fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            stats?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companyTimeline.list": {
        parameters: {
            query?: {
                before?: unknown;
                limit?: number;
                page?: number;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                companyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Timeline fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            pagination?: unknown;
                            timeline?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companyTimeline.add": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                companyId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "company_created" | "company_updated" | "company_deleted" | "note_added" | "note_updated" | "note_deleted" | "user_added" | "user_updated" | "user_removed";
                    description: string;
                    details?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Timeline event added successfully */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            event?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companies.get": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One company */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            company?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companies.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    branding?: {
                        /** @description As answers show it; ignored when sent */
                        readonly logo?: unknown;
                        /** @description Another name for themeColor, as answers show it; send one of the two (or both alike) */
                        themeColor?: string;
                    };
                    contact?: {
                        /** @description Another name for phone, as answers show it; send one of the two (or both alike) */
                        phone?: null | string;
                        /** @description Another name for website, as answers show it; send one of the two (or both alike) */
                        website?: null | string;
                    };
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    description?: null | string;
                    /** @description As answers show it; ignored when sent */
                    readonly displayStatus?: unknown;
                    expiryDate?: "" | null | string;
                    /** @description As answers show it; ignored when sent */
                    readonly isExpired?: unknown;
                    name?: string;
                    owner?: {
                        /** @description As answers show it; ignored when sent */
                        readonly _id?: unknown;
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        email?: string;
                        fullName?: string;
                        /** @description As answers show it; ignored when sent */
                        readonly id?: unknown;
                        name?: string;
                        /** @description As answers show it; ignored when sent */
                        readonly profile?: unknown;
                    };
                    /** @description As answers show it; ignored when sent */
                    readonly ownerId?: unknown;
                    phone?: null | string;
                    removeLogo?: boolean | ("true" | "false");
                    /** @description As answers show it; ignored when sent */
                    readonly settings?: unknown;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    subdomain?: string;
                    subscription?: {
                        /** @description Another name for expiryDate, as answers show it; send one of the two (or both alike) */
                        endDate?: "" | null | string;
                    };
                    themeColor?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly userStats?: unknown;
                    website?: null | string;
                };
                "multipart/form-data": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    branding?: {
                        /** @description As answers show it; ignored when sent */
                        readonly logo?: unknown;
                        /** @description Another name for themeColor, as answers show it; send one of the two (or both alike) */
                        themeColor?: string;
                    };
                    contact?: {
                        /** @description Another name for phone, as answers show it; send one of the two (or both alike) */
                        phone?: null | string;
                        /** @description Another name for website, as answers show it; send one of the two (or both alike) */
                        website?: null | string;
                    };
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    description?: null | string;
                    /** @description As answers show it; ignored when sent */
                    readonly displayStatus?: unknown;
                    expiryDate?: "" | null | string;
                    /** @description As answers show it; ignored when sent */
                    readonly isExpired?: unknown;
                    /** Format: binary */
                    logo?: string;
                    name?: string;
                    owner?: {
                        /** @description As answers show it; ignored when sent */
                        readonly _id?: unknown;
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        email?: string;
                        fullName?: string;
                        /** @description As answers show it; ignored when sent */
                        readonly id?: unknown;
                        name?: string;
                        /** @description As answers show it; ignored when sent */
                        readonly profile?: unknown;
                    };
                    /** Format: binary */
                    ownerDp?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly ownerId?: unknown;
                    phone?: null | string;
                    removeLogo?: boolean | ("true" | "false");
                    /** @description As answers show it; ignored when sent */
                    readonly settings?: unknown;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    subdomain?: string;
                    subscription?: {
                        /** @description Another name for expiryDate, as answers show it; send one of the two (or both alike) */
                        endDate?: "" | null | string;
                    };
                    themeColor?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly updatedAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly userStats?: unknown;
                    website?: null | string;
                };
            };
        };
        responses: {
            /** @description Company updated successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            company?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companies.remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Company deleted successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            _id?: unknown;
                            id?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companyExport.download": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, streamed (Content-Disposition: attachment) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companies.neighbours": {
        parameters: {
            query?: {
                filter?: "total" | "currentWeek" | "lastWeek" | "active" | "inactive";
                order?: "asc" | "desc";
                search?: string;
                sort?: "name" | "subdomain" | "createdAt" | "expiryDate" | "status";
                status?: "all" | "active" | "inactive";
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The companies before and after one company in the list order given by the same filters and sort as the list */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            nextId?: unknown;
                            position?: unknown;
                            previousId?: unknown;
                            total?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companySecurityLog.list": {
        parameters: {
            query?: {
                actorId?: string;
                from?: string;
                limit?: number;
                page?: number;
                to?: string;
                type?: "sign_in_succeeded" | "sign_in_failed" | "sign_in_code_requested" | "step_up_code_requested" | "password_set" | "password_changed" | "password_removed" | "email_changed" | "two_factor_enabled" | "two_factor_disabled" | "role_changed" | "status_changed" | "signed_out_everywhere" | "data_exported" | "import_started" | "import_completed" | "import_reverted" | "api_key_created" | "api_key_updated" | "api_key_revoked" | "webhook_created" | "webhook_updated" | "webhook_deleted" | "record_visibility_changed";
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Security log fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            events?: unknown;
                            pagination?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companies.setStatus": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Activate or deactivate a company (deactivation signs its users out) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            company?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.companies.checkSubdomain": {
        parameters: {
            query: {
                subdomain: string;
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Is a subdomain free for a new company? */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            available?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.dashboard.summary": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dashboard data fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            activeCompanies?: unknown;
                            companiesPerWeek?: unknown;
                            growth?: unknown;
                            newThisWeek?: unknown;
                            recentActivity?: unknown;
                            recentCompanies?: unknown;
                            superAdminCount?: unknown;
                            totalCompanies?: unknown;
                            totalUsers?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.mailOutbox.list": {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                status?: "all" | "unsent" | "sent" | "pending" | "failed" | "console";
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sent-mail log, newest first, one page (`page`, `limit` up to 100, default 100). `status` filters it: unsent (the default: pending and failed, as this route always answered), all, sent, pending (tried again at nextAttemptAt), failed (tries spent) or console (printed to the server's console: no SMTP is set). `delivery` says where mail goes (mode smtp with smtpHost, or console). Each mail has to, subject, status, attempts, the last error, nextAttemptAt, sentAt, createdAt and `body`: kept, held (a one-time code not delivered yet) or removed (it held one and was sent or printed); never the bodies themselves */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            delivery?: unknown;
                            mails?: unknown;
                            pagination?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.securityLog.list": {
        parameters: {
            query?: {
                actorId?: string;
                from?: string;
                limit?: number;
                page?: number;
                to?: string;
                type?: "sign_in_succeeded" | "sign_in_failed" | "sign_in_code_requested" | "step_up_code_requested" | "password_set" | "password_changed" | "password_removed" | "email_changed" | "two_factor_enabled" | "two_factor_disabled" | "role_changed" | "status_changed" | "signed_out_everywhere" | "data_exported" | "import_started" | "import_completed" | "import_reverted" | "api_key_created" | "api_key_updated" | "api_key_revoked" | "webhook_created" | "webhook_updated" | "webhook_deleted" | "record_visibility_changed";
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Security log fetched successfully */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            events?: unknown;
                            pagination?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.superAdmins.list": {
        parameters: {
            query?: {
                filter?: "total" | "currentWeek" | "lastWeek" | "active" | "inactive";
                limit?: number;
                order?: "asc" | "desc";
                page?: number;
                search?: string;
                sort?: "name" | "email" | "createdAt" | "lastLogin" | "status";
                status?: "all" | "active" | "inactive";
            };
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Super admins fetched successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            pagination?: unknown;
                            stats?: unknown;
                            superAdmins?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.superAdmins.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    email: string;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isActive?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly lastLogin?: unknown;
                    name: string;
                    phone?: string;
                    profile?: {
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        /** @description Another name for phone, as answers show it; send one of the two (or both alike) */
                        phone?: string;
                    };
                };
                "multipart/form-data": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** Format: binary */
                    avatar?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    email: string;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isActive?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly lastLogin?: unknown;
                    name: string;
                    phone?: string;
                    profile?: {
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        /** @description Another name for phone, as answers show it; send one of the two (or both alike) */
                        phone?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Super admin created successfully */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            superAdmin?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.superAdmins.get": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One super admin */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            superAdmin?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.superAdmins.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    currentPassword?: string;
                    email?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly isActive?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly lastLogin?: unknown;
                    name?: string;
                    phone?: null | string;
                    profile?: {
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        /** @description Another name for phone, as answers show it; send one of the two (or both alike) */
                        phone?: null | string;
                    };
                    removeAvatar?: boolean | ("true" | "false");
                    stepUpCode?: string;
                    totpCode?: string;
                };
                "multipart/form-data": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** Format: binary */
                    avatar?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    currentPassword?: string;
                    email?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly isActive?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly lastLogin?: unknown;
                    name?: string;
                    phone?: null | string;
                    profile?: {
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        /** @description Another name for phone, as answers show it; send one of the two (or both alike) */
                        phone?: null | string;
                    };
                    removeAvatar?: boolean | ("true" | "false");
                    stepUpCode?: string;
                    totpCode?: string;
                };
            };
        };
        responses: {
            /** @description Super admin updated successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            superAdmin?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.superAdmins.remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Super admin deleted successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            _id?: unknown;
                            id?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            503: components["responses"]["Error503"];
        };
    };
    "platform.superAdmins.setStatus": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive: boolean | ("true" | "false");
                };
            };
        };
        responses: {
            /** @description Activate or deactivate a super admin (deactivation signs them out) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            superAdmin?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "user.digest.get": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Digest preference fetched successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            digest?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            503: components["responses"]["Error503"];
        };
    };
    "user.digest.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    optedOut: boolean | ("true" | "false");
                };
            };
        };
        responses: {
            /** @description Digest preference updated successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            digest?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "user.profile.get": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Profile fetched successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            user?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            503: components["responses"]["Error503"];
        };
    };
    "user.profile.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly company?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly dateOfBirth?: unknown;
                    email?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly hasPassword?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isActive?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly lastLogin?: unknown;
                    name: string;
                    phone?: null | string;
                    profile?: {
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        /** @description As answers show it; ignored when sent */
                        readonly dateOfBirth?: unknown;
                        /** @description As answers show it; ignored when sent */
                        readonly department?: unknown;
                        /** @description As answers show it; ignored when sent */
                        readonly designation?: unknown;
                        phone?: null | string;
                    };
                    removeAvatar?: boolean | ("true" | "false");
                    /** @description As answers show it; ignored when sent */
                    readonly role?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly twoFactorEnabled?: unknown;
                };
                "multipart/form-data": {
                    /** @description As answers show it; ignored when sent */
                    readonly _id?: unknown;
                    /** Format: binary */
                    avatar?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly company?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly createdAt?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly dateOfBirth?: unknown;
                    email?: string;
                    /** @description As answers show it; ignored when sent */
                    readonly hasPassword?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly id?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly isActive?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly lastLogin?: unknown;
                    name: string;
                    phone?: null | string;
                    profile?: {
                        /** @description As answers show it; ignored when sent */
                        readonly avatar?: unknown;
                        /** @description As answers show it; ignored when sent */
                        readonly dateOfBirth?: unknown;
                        /** @description As answers show it; ignored when sent */
                        readonly department?: unknown;
                        /** @description As answers show it; ignored when sent */
                        readonly designation?: unknown;
                        phone?: null | string;
                    };
                    removeAvatar?: boolean | ("true" | "false");
                    /** @description As answers show it; ignored when sent */
                    readonly role?: unknown;
                    /** @description As answers show it; ignored when sent */
                    readonly twoFactorEnabled?: unknown;
                };
            };
        };
        responses: {
            /** @description Update your name, phone (or profile.phone) and picture (JSON or multipart); the email is read-only */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            user?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "user.signOutEverywhere": {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same request within 24 hours answers the first answer again without writing; with another request, 422. On the admin host, a duplicate sent while the first still runs gets 409 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description End every session of the signed-in user, this one included */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: Record<string, never>;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            503: components["responses"]["Error503"];
        };
    };
    "auth.twoFactorDisable": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    currentPassword?: string;
                    stepUpCode?: string;
                    totpCode?: string;
                };
            };
        };
        responses: {
            /** @description Two-factor sign-in is off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: Record<string, never>;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            503: components["responses"]["Error503"];
        };
    };
    "auth.twoFactorConfirm": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Two-factor sign-in is on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            recoveryCodes?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            503: components["responses"]["Error503"];
        };
    };
    "auth.twoFactorSetup": {
        parameters: {
            query?: never;
            header?: {
                /** @description The company a call on the platform or api host is for; on a company host the host decides */
                "X-Subdomain"?: components["parameters"]["XSubdomain"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Scan the QR code with your authenticator app, then enter the code it shows */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            otpauthUrl?: unknown;
                            qrCode?: unknown;
                            secret?: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            503: components["responses"]["Error503"];
        };
    };
    "receive.brand.created": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["Brand"];
                    /** @constant */
                    type: "brand.created";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.brand.deleted": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["DeletedRecord"];
                    /** @constant */
                    type: "brand.deleted";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.brand.updated": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["Brand"];
                    /** @constant */
                    type: "brand.updated";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.enquiry.created": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["Enquiry"];
                    /** @constant */
                    type: "enquiry.created";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.enquiry.deleted": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["DeletedRecord"];
                    /** @constant */
                    type: "enquiry.deleted";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.enquiry.updated": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["Enquiry"];
                    /** @constant */
                    type: "enquiry.updated";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.import.completed": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["Import"];
                    /** @constant */
                    type: "import.completed";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.lead.created": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["Lead"];
                    /** @constant */
                    type: "lead.created";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.lead.deleted": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["DeletedRecord"];
                    /** @constant */
                    type: "lead.deleted";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.lead.stage_changed": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["Lead"];
                    /** @constant */
                    type: "lead.stage_changed";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.lead.updated": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["Lead"];
                    /** @constant */
                    type: "lead.updated";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.meeting.created": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["Meeting"];
                    /** @constant */
                    type: "meeting.created";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.meeting.deleted": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["DeletedRecord"];
                    /** @constant */
                    type: "meeting.deleted";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.meeting.updated": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["Meeting"];
                    /** @constant */
                    type: "meeting.updated";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.member.created": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["TeamMember"];
                    /** @constant */
                    type: "member.created";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.member.removed": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["DeletedRecord"];
                    /** @constant */
                    type: "member.removed";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.member.updated": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["TeamMember"];
                    /** @constant */
                    type: "member.updated";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
    "receive.webhook.test": {
        parameters: {
            query?: never;
            header: {
                /** @description The platform's webhook sender */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
                /** @description The event's id (the body's `id`), the same on every attempt and redelivery. Deliveries come at least once: keep the ids handled, and answer 2xx again to one already seen */
                "X-Webhook-Id": components["parameters"]["WebhookId"];
                /** @description `t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the webhook's whole signing secret (`whsec_…` as text), of `<t>.<raw body>`. Compute it over the body exactly as received, before parsing it, and compare in constant time. Each attempt signs with a fresh t: refuse one too far from now, so a captured delivery cannot be replayed later */
                "X-Webhook-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event as JSON text. Check the signature over these exact bytes before parsing them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"] & {
                    data: components["schemas"]["WebhookTestData"];
                    /** @constant */
                    type: "webhook.test";
                };
            };
        };
        responses: {
            "2XX": components["responses"]["WebhookAcknowledged"];
            default: components["responses"]["WebhookRetried"];
        };
    };
}
