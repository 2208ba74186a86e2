// The operator console's entry (vite.console.config.ts): what the storefront's root gives its pages — the query
// client, the design system's tokens and global styles, the router — around the console, rendered in the browser
// in place of the document's "Loading the console…".
import '../app/ui/tokens.css';
import '../app/styles/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import ConsoleApp from '../app/features/console/console-app';
import { createQueryClient } from '../app/lib/query-client';

const container = document.getElementById('console');
if (!container) throw new Error('the console document has no #console element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <ConsoleApp />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
