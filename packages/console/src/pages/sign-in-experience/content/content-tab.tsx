import { CustomContentFields } from './custom-content-fields';
import { CustomPhrasesEditor } from './custom-phrases/custom-phrases-editor';
import { LanguageFields } from './language-fields';
import { TermsFields } from './terms-fields';

/** `/sign-in-experience/content`. */
export default function ContentTab() {
  return (
    <>
      <TermsFields />
      <LanguageFields />
      <CustomContentFields />
      <CustomPhrasesEditor />
    </>
  );
}
