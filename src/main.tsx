import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { rememberReferral } from './lib/referral';
import './styles/global.css';

// A visit through a referral link (?ref=CODE) carries the code to every join path.
rememberReferral();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
