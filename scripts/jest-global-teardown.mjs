// Stops the private PostgreSQL that jest-global-setup.mjs started, if it did.
export default async function globalTeardown() {
  globalThis.reelsmithPrivatePostgres?.stop();
}
