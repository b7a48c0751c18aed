import type { DomainEventCatalogue } from '../../events/domain-events.js';
import { generateId } from '../../utils/id.js';
import type { NewLog } from '../logs/queries.js';
import './events.js';

/** The audit log key of a subject token's creation. */
export const subjectTokenCreatedLogKey = 'SubjectToken.Create';

/** Who impersonates whom: the creating application and the user, never the token. */
export const subjectTokenCreatedLog = ({ id, userId, creatorId, at }: DomainEventCatalogue['subject-token.created']): NewLog => ({
  id: generateId(),
  key: subjectTokenCreatedLogKey,
  user_id: userId,
  application_id: creatorId,
  payload: JSON.stringify({
    key: subjectTokenCreatedLogKey,
    result: 'Success',
    userId,
    applicationId: creatorId,
    subjectTokenId: id,
  }),
  created_at: at,
});
