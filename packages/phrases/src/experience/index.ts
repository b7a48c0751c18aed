export {
  experiencePhrases,
  loadExperiencePhrases,
  type ExperiencePhrases,
} from './load-experience-phrases.js';
