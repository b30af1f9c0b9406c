// Stops the e2e tier's shared stack (scripts/jest-e2e-setup.mjs) and drops its databases.
export default async function e2eTeardown() {
  await globalThis.reelsmithSharedStack?.dispose();
}
