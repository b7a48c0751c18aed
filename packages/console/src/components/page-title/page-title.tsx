import { useDocumentTitle } from './use-document-title';

/** Declarative form of useDocumentTitle for screens without their own frame. */
export const PageTitle = ({ title }: { title: string }) => {
  useDocumentTitle(title);
  return null;
};
