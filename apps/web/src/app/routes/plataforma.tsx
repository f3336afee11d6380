import { resolvePlataformaRoute } from '@aprovei/shared/plataforma/plataforma.rules';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { isMedical } from '../../config/env';
import { setPlataforma } from '../../lib/plataforma';

/**
 * /plataforma/:idPlataforma (spec doc 1 §2.1): stores the platform (2 → concurso; the medical address
 * → 3; else 1) and goes to its home. The theme follows the stored platform.
 */
export function Component() {
  const { idPlataforma } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    const { plataforma, destino } = resolvePlataformaRoute(idPlataforma, isMedical());
    setPlataforma(plataforma);
    navigate(destino, { replace: true });
  }, [idPlataforma, navigate]);

  return <PageLoader />;
}
