import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, navigate, usePath } from './lib/router.js';
import { clientFor, storeApiKey, storedApiKey } from './lib/session.js';
import { SessionContext, type Session } from './lib/session-context.js';
import { AssetsPage } from './pages/assets.js';
import { BalancePage } from './pages/balance.js';
import { BatchesPage } from './pages/batches.js';
import { NewVideoPage } from './pages/new-video.js';
import { ProductsPage } from './pages/products.js';
import { SignInPage } from './pages/sign-in.js';
import { TemplateEditorPage } from './pages/template-editor.js';
import { TemplatesPage } from './pages/templates.js';
import { VideoPage } from './pages/video.js';
import { VideosPage } from './pages/videos.js';
import { WebhooksPage } from './pages/webhooks.js';

const NAVIGATION = [
  { href: '/products', label: 'Products' },
  { href: '/videos', label: 'Videos' },
  { href: '/batches', label: 'Batches' },
  { href: '/templates', label: 'Templates' },
  { href: '/assets', label: 'Assets' },
  { href: '/balance', label: 'Balance' },
  { href: '/webhooks', label: 'Webhooks' },
] as const;

function pageFor(path: string) {
  const video = /^\/videos\/(vid_[\w-]+)$/.exec(path);
  if (video) return <VideoPage id={video[1]!} />;
  const template = /^\/templates\/(tmpl_[\w-]+)$/.exec(path);
  if (template) return <TemplateEditorPage id={template[1]!} />;
  switch (path) {
    case '/videos':
      return <VideosPage />;
    case '/videos/new':
      return <NewVideoPage />;
    case '/batches':
      return <BatchesPage />;
    case '/templates':
      return <TemplatesPage />;
    case '/assets':
      return <AssetsPage />;
    case '/balance':
      return <BalancePage />;
    case '/webhooks':
      return <WebhooksPage />;
    default:
      return <ProductsPage />;
  }
}

export function App() {
  const [apiKey, setApiKey] = useState(storedApiKey);
  const [notice, setNotice] = useState<string | undefined>();
  const path = usePath();

  const signOut = useCallback((reason?: string) => {
    storeApiKey(undefined);
    setApiKey(undefined);
    setNotice(reason);
  }, []);
  const session = useMemo<Session | undefined>(
    () => (apiKey ? { client: clientFor(apiKey), signOut } : undefined),
    [apiKey, signOut],
  );

  // The pages' own addresses; anything else (the root, an old link) shows the products.
  useEffect(() => {
    if (session && !NAVIGATION.some(({ href }) => path === href || path.startsWith(`${href}/`)))
      navigate('/products', { replace: true });
  }, [session, path]);

  // A new page moves focus to its heading, so a screen reader announces where it landed.
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(path);
  useEffect(() => {
    if (path === firstPath.current) return;
    firstPath.current = '';
    main.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [path]);

  if (!session) {
    return (
      <SignInPage
        notice={notice}
        onSignedIn={(key) => {
          storeApiKey(key);
          setNotice(undefined);
          setApiKey(key);
        }}
      />
    );
  }

  return (
    <SessionContext.Provider value={session}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="top">
        <div className="top-inner">
          <span className="brand">Reelsmith</span>
          <nav aria-label="Dashboard">
            <ul>
              {NAVIGATION.map(({ href, label }) => (
                <li key={href}>
                  <Link href={href} aria-current={path === href || path.startsWith(`${href}/`) ? 'page' : undefined}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <button type="button" className="secondary sign-out" onClick={() => signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        {pageFor(path)}
      </main>
    </SessionContext.Provider>
  );
}
