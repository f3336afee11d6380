import { EbooksPage } from '../../features/ebook/components/ebooks-page';

/** /meus-ebooks: the student's e-books ('Meus e-books' in the menu; not on the medical variant). */
export function Component() {
  return <EbooksPage modo="meus" />;
}
