import type { CustomContentPage } from '@tessera/schemas';
import type { ReactNode } from 'react';

import { useSignInExperience } from '../../sign-in-exp/sign-in-exp-context';
import styles from './custom-content.module.css';
import { parseCustomContent, type InlineNode } from './parse-custom-content';

const renderInline = (nodes: InlineNode[]): ReactNode[] =>
  nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'emphasis':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link':
        return (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer">
            {renderInline(node.children)}
          </a>
        );
    }
  });

/** The tenant's text for this page of the sign-in app, if it wrote one. */
export const CustomContent = ({ page }: { page: CustomContentPage }) => {
  const { customContent } = useSignInExperience();
  const paragraphs = parseCustomContent(customContent[page] ?? '');
  if (paragraphs.length === 0) {
    return null;
  }
  return (
    <div className={styles.content} data-testid="custom-content">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{renderInline(paragraph)}</p>
      ))}
    </div>
  );
};
