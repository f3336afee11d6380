import { EbooksPage } from '../../features/ebook/components/ebooks-page';

/** /ebook: the e-book store ('Ebook' in the menu; not on the medical variant). */
export function Component() {
  return <EbooksPage modo="loja" />;
}
