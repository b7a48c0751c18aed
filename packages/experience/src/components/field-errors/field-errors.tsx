import styles from './field-errors.module.css';

type FieldErrorsProps = {
  /** Referenced by the input's aria-describedby. */
  id: string;
  field: string;
  messages: readonly string[];
};

/** The messages about one field, right below it; a list when there are several (password rules). */
export const FieldErrors = ({ id, field, messages }: FieldErrorsProps) => {
  if (messages.length === 0) {
    return null;
  }
  const testId = `error-${field}`;
  if (messages.length === 1) {
    return (
      <p id={id} className={styles.error} data-testid={testId}>
        {messages[0]}
      </p>
    );
  }
  return (
    <ul id={id} className={styles.list} data-testid={testId}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
};
