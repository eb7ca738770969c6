import { describe, expect, it } from 'vitest';

import { MESSAGES } from '../messages';
import { createCompanyInput } from './company';
import { subdomainSchema, themeColorSchema } from './common';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('subdomainSchema', () => {
  it.each(['abc', 'acme-co', 'a1b2c3', 'x'.repeat(63)])('accepts %s', (s) => {
    expect(subdomainSchema.safeParse(s).success).toBe(true);
  });

  it('forces lower case as typed', () => {
    expect(subdomainSchema.parse('AcMe')).toBe('acme');
  });

  it.each([
    ['ab', MESSAGES.validation.subdomainFormat],
    ['x'.repeat(64), MESSAGES.validation.subdomainFormat],
    ['acme_co', MESSAGES.validation.subdomainFormat],
    ['-acme', MESSAGES.validation.subdomainEdges],
    ['admin', MESSAGES.validation.subdomainReserved],
    ['api', MESSAGES.validation.subdomainReserved],
    ['', MESSAGES.validation.subdomainRequired],
  ])('refuses %j with its message', (s, message) => {
    expect(firstMessage(subdomainSchema.safeParse(s))).toBe(message);
  });
});

describe('themeColorSchema', () => {
  it('upper-cases a valid colour', () => {
    expect(themeColorSchema.parse('#f97316')).toBe('#F97316');
  });
  it.each(['f97316', '#f9731', '#ggg000', 'red'])('refuses %s', (c) => {
    expect(firstMessage(themeColorSchema.safeParse(c))).toBe(MESSAGES.validation.themeColorInvalid);
  });
});

describe('createCompanyInput', () => {
  const valid = { companyName: 'Acme', subdomain: 'acme', owner: { fullName: 'Ada', email: 'ADA@x.io' } };

  it('defaults the theme colour and lower-cases the owner email', () => {
    const parsed = createCompanyInput.parse(valid);
    expect(parsed.themeColor).toBe('#F97316');
    expect(parsed.owner.email).toBe('ada@x.io');
    expect(parsed.expiryDate).toBeUndefined();
  });

  it('names each missing required field with the product message', () => {
    const result = createCompanyInput.safeParse({ owner: {} });
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        `companyName: ${MESSAGES.validation.companyNameRequired}`,
        `subdomain: ${MESSAGES.validation.subdomainRequired}`,
        `owner.fullName: ${MESSAGES.validation.ownerFullNameRequired}`,
        `owner.email: ${MESSAGES.validation.ownerEmailRequired}`,
      ]),
    );
  });

  it('treats an empty expiry date as no expiry', () => {
    expect(createCompanyInput.parse({ ...valid, expiryDate: '' }).expiryDate).toBeNull();
  });
});
