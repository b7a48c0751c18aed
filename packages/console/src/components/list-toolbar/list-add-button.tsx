import { Button } from '../../ds/button/button';
import { PlusIcon } from '../../ds/icons/action-icons';

interface ListAddButtonProps {
  /** What it adds: "Create permission", "Assign roles"… */
  label: string;
  onClick: () => void;
  'data-testid'?: string;
}

/** A list's primary button that adds rows (by a dialog); the toolbar has it and the empty state repeats it. */
export const ListAddButton = ({ label, onClick, 'data-testid': testId }: ListAddButtonProps) => (
  <Button variant="primary" icon={<PlusIcon size={16} />} data-testid={testId} onClick={onClick}>
    {label}
  </Button>
);
