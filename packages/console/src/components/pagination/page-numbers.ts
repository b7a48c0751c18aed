/** Page numbers to show: first, last, and two around the current one; `gap` marks a skip. */
export const pageNumbers = (current: number, pageCount: number): Array<number | 'gap'> => {
  const wanted = new Set([1, pageCount, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && page - previous > 1 ? (['gap', page] as const) : [page];
  });
};
