const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const count = new Intl.NumberFormat('en-US');

/** Rupees without decimals, Indian grouping: '₹1,23,456' (DESIGN §7). '-' when missing. */
export function formatINR(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return value === null || value === undefined || Number.isNaN(value) || amount === '' ? '-' : inr.format(value);
}

/** '12,345'. */
export const formatCount = (value: number): string => count.format(value);
