// Style sheets are bundled by esbuild (build.mjs); importing one only adds it to the page.
declare module '*.css';
