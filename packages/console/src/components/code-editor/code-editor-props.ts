export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  language: 'javascript' | 'json';
  /** Names the editor for assistive technology. */
  label: string;
  minHeight?: number;
  'data-testid'?: string;
}
