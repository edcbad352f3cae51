import { useEffect, useState } from 'react';

export const DEFAULT_TABLE_HEIGHT = 600;
const OFFSET = 300;
export const RESIZE_DEBOUNCE_MS = 500;

const heightNow = () => (typeof window === 'undefined' || !window.innerHeight ? DEFAULT_TABLE_HEIGHT : Math.max(window.innerHeight - OFFSET, 0));

/** The requirement table's height: the window height minus 300 px, 600 by default, resizes debounced 500 ms (spec 03 §9). */
export function useTableHeight(): number {
  const [height, setHeight] = useState(heightNow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setHeight(heightNow()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return height;
}
