import { createRoot } from 'react-dom/client';

// The least a React page can be: what `npm run bench:web` measures the site's pages against.
const root = document.getElementById('root');
if (root) createRoot(root).render(<h1>Hello, world</h1>);
