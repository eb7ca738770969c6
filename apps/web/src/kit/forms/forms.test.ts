import { createCompanyInput, MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';

import { ApiError } from '../../lib/api/errors';
import { AVATAR_FILE_MESSAGES, imageFileProblem } from './image-file';
import { applyServerErrors, planServerErrors } from './server-errors';
import { zodFieldErrors } from './zod-errors';

const trpcError = (message: string, data: Record<string, unknown>) => Object.assign(new Error(message), { data });
const fallback = MESSAGES.company.createFailed;

describe('imageFileProblem', () => {
  it('accepts png, jpeg, gif and webp up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
      expect(imageFileProblem({ type, size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types and larger files with the product texts', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('Please select a valid image file');
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('Please select a valid image file');
    expect(imageFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('Image size must be less than 5MB');
  });

  it("words a profile picture's refusals as user settings do", () => {
    expect(imageFileProblem({ type: 'text/plain', size: 10 }, AVATAR_FILE_MESSAGES)).toBe(
      'Please select an image file',
    );
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 }, AVATAR_FILE_MESSAGES)).toBe(
      'File size must be less than 5MB',
    );
  });
});

describe('planServerErrors', () => {
  it('puts a 409 about the subdomain on the subdomain field, with no banner', () => {
    const error = new ApiError(409, 'CONFLICT', 'Subdomain is already taken', [
      { path: 'subdomain', msg: 'Subdomain is already taken' },
    ]);
    expect(planServerErrors(error, { fallback, messageField: 'subdomain' })).toEqual({
      fields: { subdomain: 'Subdomain is already taken' },
      banner: null,
    });
  });

  it('maps errors[] onto fields and joins the msg texts for the banner', () => {
    const error = trpcError('companyName: Company name is required', {
      httpStatus: 400,
      appCode: 'VALIDATION_ERROR',
      errors: [
        { path: 'companyName', msg: 'Company name is required' },
        { path: 'owner.fullName', msg: 'Owner full name is required' },
      ],
    });
    const plan = planServerErrors(error, { fallback, fieldMap: { 'owner.fullName': 'ownerName' } });
    expect(plan.fields).toEqual({ companyName: 'Company name is required', ownerName: 'Owner full name is required' });
    expect(plan.banner).toBe('Company name is required, Owner full name is required');
  });

  it('skips fields the form does not have', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'x: bad', [{ path: 'x', msg: 'bad' }]);
    const set: Record<string, string> = {};
    const banner = applyServerErrors({ setFieldError: (f, m) => (set[f] = m), hasField: (f) => f === 'name' }, error, {
      fallback,
    });
    expect(set).toEqual({});
    expect(banner).toBe('bad');
  });

  it('shows the server message, or the fallback when no answer came', () => {
    expect(planServerErrors(new ApiError(404, 'NOT_FOUND', 'Company not found'), { fallback }).banner).toBe(
      'Company not found',
    );
    expect(planServerErrors(new TypeError('Failed to fetch'), { fallback }).banner).toBe(fallback);
  });
});

describe('zodFieldErrors', () => {
  it('gives the product messages per field with the contracts schema', () => {
    const errors = zodFieldErrors(
      createCompanyInput,
      { companyName: '', subdomain: '', owner: { fullName: '', email: '' } },
      { 'owner.fullName': 'ownerName', 'owner.email': 'ownerEmail' },
    );
    expect(errors).toEqual({
      companyName: 'Company name is required',
      subdomain: 'Subdomain is required',
      ownerName: 'Owner full name is required',
      ownerEmail: 'Owner email is required',
    });
  });

  it('is empty for a valid input', () => {
    expect(
      zodFieldErrors(createCompanyInput, {
        companyName: 'Acme',
        subdomain: 'acme-two',
        owner: { fullName: 'Ada', email: 'ada@acme.io' },
      }),
    ).toEqual({});
  });
});
