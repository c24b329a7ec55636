import { useLocation, useNavigate } from 'react-router';

/**
 * Back to the screen the customer came from; a screen opened directly (a link, a reload) has no
 * such screen in this app, so it goes to `fallback` instead of leaving the site.
 */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => void (key === 'default' ? navigate(fallback, { replace: true }) : navigate(-1));
}
