import { useCallback } from 'react';
import { useUiStore } from '../../../lib/ui/ui-store';

/** Selecting a category (menu chip, "more", footer product) also scrolls the page to the top (SPEC §2). */
export function useSelectCategory(): (category: string) => void {
  const setGameCategory = useUiStore((state) => state.setGameCategory);
  return useCallback(
    (category: string) => {
      setGameCategory(category);
      window.scrollTo({ top: 0 });
    },
    [setGameCategory],
  );
}
