import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { VisitorApp } from './app';
import './visitor.css';

/*
 * Second Vite entry (visitor.html): public form and confirmation pages for phones on trade-fair
 * networks. React + react-dom and plain fetch only: no router, query client, toasts or dialogs.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <VisitorApp pathname={window.location.pathname} search={window.location.search} />
  </StrictMode>,
);
