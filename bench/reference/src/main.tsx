/**
 * The reference page of bench:lighthouse: a bare React 19 + React Router page, built with Vite and served by the
 * product's own server, so that the home's figures can be read against what the host does with the least a React
 * site ships (issue 33, "Performance").
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';

const items = Array.from({ length: 12 }, (_, i) => `Item ${i + 1}`);

function Home() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <h1>Reference</h1>
      <p>A bare React and React Router page.</p>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <Link to={`/item/${item}`}>{item}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter basename="/__reference">
      <Routes>
        <Route path="*" element={<Home />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
