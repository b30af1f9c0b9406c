import { useState, type FormEvent } from 'react';
import { TextField } from '../components/field.js';
import { shownError, type ShownError } from '../lib/field-errors.js';
import { clientFor } from '../lib/session.js';

/** The key is tried on `GET /v1/balance` before it is kept: a wrong one shows the API's error. */
export function SignInPage({ notice, onSignedIn }: { notice: string | undefined; onSignedIn: (key: string) => void }) {
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const apiKey = key.trim();
    setBusy(true);
    setError(undefined);
    try {
      await clientFor(apiKey).balance.retrieve();
      onSignedIn(apiKey);
    } catch (failure) {
      setError({ ...shownError(failure, []), field: 'api_key' });
      setBusy(false);
    }
  };

  return (
    <main id="main" className="sign-in">
      <div className="card">
        <h1>Reelsmith</h1>
        <p>Sign in with your account’s API key to manage products, videos, credits and webhooks.</p>
        {notice && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
        <form onSubmit={(event) => void submit(event)}>
          <TextField
            label="API key"
            type="password"
            name="api_key"
            autoComplete="off"
            spellCheck={false}
            required
            value={key}
            onChange={(event) => setKey(event.target.value)}
            error={error?.message}
            hint="It starts with rs_live_. npm start prints one for the development account."
          />
          <button type="submit" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </main>
  );
}
