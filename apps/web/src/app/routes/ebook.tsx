import { Navigate } from 'react-router';
import { isMedical } from '../../config/env';
import { EbooksPage } from '../../features/ebook/components/ebooks-page';

/** /ebook: the e-book store ('Ebook' in the menu; not on the medical variant). */
export function Component() {
  // Not offered on the medical variant (spec doc 2 §2, §6): its home instead.
  if (isMedical()) return <Navigate to="/home" replace />;
  return <EbooksPage modo="loja" />;
}
