import type { CustomPhraseResponse } from '@tessera/schemas';

/** Events of the custom phrases area. */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    /** `PUT /custom-phrases/{languageTag}` created or replaced a language's set. */
    'customPhrase.updated': { customPhrase: CustomPhraseResponse };
    'customPhrase.deleted': { languageTag: string };
  }
}
