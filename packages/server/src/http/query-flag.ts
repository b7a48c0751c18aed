/** A query flag is on for `true`, `1` or `yes` (any case), as the reference API reads them. */
export const isQueryFlagOn = (value: string | undefined) =>
  value !== undefined && ['true', '1', 'yes'].includes(value.toLowerCase());
