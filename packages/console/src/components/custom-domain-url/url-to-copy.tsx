import { CopyField } from '../copy-field/copy-field';
import { CustomDomainUrl } from './custom-domain-url';

interface UrlToCopyProps {
  url: string;
  /** Names the URL for the copy buttons. */
  label: string;
  /** The URL's test id; its custom-domain variant gets the same with `-on-domain`. */
  'data-testid': string;
}

/**
 * A URL the administrator registers at an identity provider, to copy, and under it the same URL
 * on the tenant's Active custom domain: users who sign in there come back there.
 */
export const UrlToCopy = ({ url, label, 'data-testid': testId }: UrlToCopyProps) => (
  <>
    <CopyField value={url} label={label} data-testid={testId} />
    <CustomDomainUrl url={url} label={label} data-testid={`${testId}-on-domain`} />
  </>
);
