// Created on first use: building an Intl formatter costs milliseconds, and most screens need neither.
let inr: Intl.NumberFormat | undefined;
let count: Intl.NumberFormat | undefined;

/** Rupees without decimals, Indian grouping: '₹1,23,456' (docs/architecture.md#the-web-app). '-' when missing. */
export function formatINR(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || Number.isNaN(value) || amount === '') return '-';
  inr ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return inr.format(value);
}

/**
 * '12,345' (as Intl.NumberFormat('en-US') writes it). Whole numbers are grouped here: the first
 * Intl number formatter a page builds costs tens of milliseconds (ICU data), too much for a few
 * counts on the list screens. Anything else goes through Intl.
 */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
  return (count ??= new Intl.NumberFormat('en-US')).format(value);
}
