import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, highlightActiveLine } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useRef } from 'react';

import type { CodeEditorProps } from './code-editor-props';

/** Colours come from the console's theme tokens, so light and dark follow the app. */
const consoleTheme = EditorView.theme({
  '&': {
    color: 'var(--color-text)',
    backgroundColor: 'var(--color-surface-sunken)',
    fontSize: '13px',
  },
  '.cm-content': { fontFamily: 'var(--font-mono)', caretColor: 'var(--color-text)' },
  '.cm-gutters': {
    backgroundColor: 'var(--color-surface-sunken)',
    color: 'var(--color-text-secondary)',
    border: 'none',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--color-surface-hover)' },
  '&.cm-focused': { outline: '2px solid var(--color-focus-ring)' },
  '.cm-scroller': { overflow: 'auto' },
});

/** Syntax colours are theme tokens too, so they keep their contrast in dark mode. */
const consoleHighlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword, tags.modifier], color: 'var(--color-primary)' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--color-success)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--color-danger)' },
  {
    tag: [tags.comment, tags.docComment],
    color: 'var(--color-text-secondary)',
    fontStyle: 'italic',
  },
  {
    tag: [tags.propertyName, tags.definition(tags.variableName)],
    color: 'var(--color-text)',
    fontWeight: '600',
  },
]);

/**
 * CodeMirror 6 behind a plain value/onChange interface. Tab is left to the browser so keyboard
 * users can move on; Escape then Tab works as in any CodeMirror editor.
 */
export default function CodemirrorEditor({
  value,
  onChange,
  language,
  label,
  minHeight = 160,
  'data-testid': testId,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (!host.current) {
      return;
    }
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(consoleHighlight),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          language === 'json' ? json() : javascript(),
          consoleTheme,
          EditorView.theme({ '.cm-content, .cm-gutter': { minHeight: `${minHeight}px` } }),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) {
              onChangeRef.current(update.state.doc.toString());
            }
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; later values are pushed in below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, label, minHeight]);

  // A value set from outside (discard, reset) replaces the document.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} dir="ltr" data-testid={testId} />;
}
