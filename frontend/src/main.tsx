import { SPA_PAGE_DATA_ID } from './app/spa-page-data';
import './styles/index.css';

const root = document.getElementById('root')!;

if (document.getElementById(SPA_PAGE_DATA_ID)) {
  // A page the server rendered can be read already: the browser paints it first, then the app's
  // code loads and hydrates it (evaluating it before the first paint would hold that paint back).
  // A button tapped before React listens is tapped again once the page is hydrated.
  const early: HTMLButtonElement[] = [];
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) early.push(button);
  };
  document.addEventListener('click', remember, true);
  requestAnimationFrame(() =>
    setTimeout(() => {
      void import('./app/start').then((app) =>
        app.startApp(root, {
          // from here on React itself replays what is tapped while it hydrates
          onHydrationStart: () => document.removeEventListener('click', remember, true),
          onHydrated: () => early.splice(0).forEach((button) => button.isConnected && button.click()),
        }),
      );
    }, 0),
  );
} else {
  void import('./app/start').then((app) => app.startApp(root));
}
