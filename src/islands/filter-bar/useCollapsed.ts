import { useEffect, useState } from 'react';

/** spec §9 small-screen breakpoint: 576 px or less. _filter-bar.scss uses the complement, width > 576px. */
export const SMALL_SCREEN = '(max-width: 576px)';

/**
 * spec §2 Filter bar: the panel is collapsed by default at 576 px wide or less and open above.
 * The server renders it collapsed (it cannot know the width) and CSS shows it on wide screens
 * until this hook opens it; a change of width re-applies the default.
 */
export function useCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(true);
  useEffect(() => {
    const small = matchMedia(SMALL_SCREEN);
    const apply = () => setCollapsed(small.matches);
    apply();
    small.addEventListener('change', apply);
    return () => small.removeEventListener('change', apply);
  }, []);
  return [collapsed, setCollapsed];
}
