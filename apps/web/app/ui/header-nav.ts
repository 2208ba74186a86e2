// What every page's header shows under its own row (issue 39, site navigation): root.tsx provides it — the signed-in
// customer's links — and ui/header.tsx renders it, so a page keeps its own header and still gets the links, and the
// links render inside the page, after its data (a page rendered for a visitor has them in its HTML).
import { createContext, type ReactNode } from 'react';

export const HeaderNavContext = createContext<ReactNode>(null);
