// What every page's header shows under its own row (issue 39, site navigation): root.tsx provides it — the signed-in
// customer's links — and ui/header.tsx renders it, so a page keeps its own header and still gets them, rendered inside
// the page after its data (a page rendered for a visitor has them in its HTML). A module of its own, in the app shell
// (vite.config.ts): in header.tsx, root would pull the header and its neighbours apart into chunks of their own.
import { createContext, type ReactNode } from 'react';

export const HeaderNavContext = createContext<ReactNode>(null);
