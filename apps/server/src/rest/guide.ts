/**
 * The short guide at the top of /api/docs and in the OpenAPI `info.description`. Plain text with
 * `code` spans only, so both the HTML page and Markdown renderers show it well.
 */
export const GUIDE: readonly { title: string; text: string }[] = [
  {
    title: 'Envelope',
    text:
      'Every answer is JSON. Success: HTTP 2xx with `{"success": true, "error": false, "message": "...", "data": {...}}`; ' +
      'the payload keys (company, companies, pagination, user, accessToken, ...) are inside `data`. ' +
      'Records carry `id` and, for clients written against the older shapes, `_id` with the same value.',
  },
  {
    title: 'Hosts',
    text:
      'The host decides who a call is for. `admin.<domain>` (or the bare domain, or `api.<domain>`) is the platform, where super admins work; ' +
      '`<subdomain>.<domain>` is that company. On the platform or api host, the `X-Subdomain` header names the company instead.',
  },
  {
    title: 'Tokens',
    text:
      'Sign in with POST /api/auth/request-code then POST /api/auth/verify-code (or POST /api/auth/login with a password). ' +
      'Send the accessToken as `Authorization: Bearer <token>`; it lasts 15 minutes and is valid only on the host it was issued for. ' +
      'POST /api/auth/refresh with the refreshToken gives a new pair (the old refresh token stops working).',
  },
  {
    title: 'Errors',
    text:
      'Failures answer `{"success": false, "error": true, "message": "...", "code": "..."}` with the HTTP status: 400 (validation, with ' +
      '`errors: [{path, msg}]` naming each field), 401, 403 (code COMPANY_NOT_FOUND or COMPANY_INACTIVE for a company host), 404, 409, 413, 415, 429, 503. ' +
      'The message is safe to show to a user.',
  },
  {
    title: 'Sending back what you read',
    text:
      'A record read with GET may be changed and sent back whole. Names answers use for a field the write calls otherwise are taken as that field ' +
      "(an enquiry's `value` is its `estimatedValue`; sent both ways with different values, that is a 400 naming both); names only answers carry " +
      '(`id`, `_id`, `createdAt`, names of related records, stored files) are ignored. Any other name, in a body, a nested object or a query string, ' +
      'is a 400 naming it, with the name probably meant: `Unknown field "vaule"; did you mean "value"?`. Request bodies below list both kinds.',
  },
  {
    title: 'Files',
    text:
      'Endpoints that take files accept `multipart/form-data` as well as JSON: files are fields of their own (5 MB each, images checked by content), ' +
      'nested text fields may be written `owner[fullName]` or `owner.fullName`, or an object field may be sent as JSON text.',
  },
];

export const guideMarkdown = (): string => GUIDE.map((section) => `**${section.title}.** ${section.text}`).join('\n\n');
