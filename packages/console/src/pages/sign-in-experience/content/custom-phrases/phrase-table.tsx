import { useTranslation } from 'react-i18next';

import { TextInput } from '../../../../ds/text-input/text-input';
import styles from '../../sign-in-experience.module.css';

interface PhraseTableProps {
  phrases: ReadonlyArray<[string, string]>;
  overrides: Readonly<Record<string, string>>;
  onChange: (key: string, text: string) => void;
}

/** Every phrase key with its built-in text and the tenant's override beside it. */
export const PhraseTable = ({ phrases, overrides, onChange }: PhraseTableProps) => {
  const { t } = useTranslation();
  return (
    <div className={styles.phraseScroll}>
      <table className={styles.phraseTable} data-testid="phrase-table">
        <thead>
          <tr>
            <th scope="col">{t('sign_in_experience.phrases.key')}</th>
            <th scope="col">{t('sign_in_experience.phrases.built_in')}</th>
            <th scope="col">{t('sign_in_experience.phrases.override')}</th>
          </tr>
        </thead>
        <tbody>
          {phrases.map(([key, text]) => (
            <tr key={key}>
              <td className={styles.phraseKey}>{key}</td>
              <td>{text}</td>
              <td>
                <TextInput
                  aria-label={t('sign_in_experience.phrases.override_of', { key })}
                  value={overrides[key] ?? ''}
                  placeholder={text}
                  data-testid={`phrase-${key}`}
                  onChange={(event) => onChange(key, event.target.value)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
