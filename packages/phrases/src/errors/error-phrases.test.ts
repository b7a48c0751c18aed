import { describeTranslations } from '../shared/testing.js';
import { errorPhrases } from './error-phrases.js';

describeTranslations('error', errorPhrases.en, errorPhrases);
