/**
 * A count with its noun in the right number: counted(1, 'lead') is '1 lead', counted(65, 'lead')
 * '65 leads', counted(2, 'entry', 'entries') '2 entries'. Texts the product words with
 * "(s)" keep it; ours say it properly.
 */
export const counted = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
