/** Events of the subject tokens area. */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    /** An administrator's application asked for a subject token; the event never carries the token. */
    'subject-token.created': { id: string; userId: string; creatorId: string; at: Date };
  }
}

export {};
