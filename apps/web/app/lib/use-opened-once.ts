// Whether something that opens (a dialog) has been open at least once: a dialog whose code loads when first opened
// stays mounted afterwards, so it closes with its animation and opens again at once.
import { useState } from 'react';

export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}
