// Style sheets are bundled by esbuild (build.mjs); importing one only adds it to the page.
declare module '*.css';

// esbuild copies an imported picture into assets/ under a hashed name and gives its URL.
declare module '*.jpg' {
  const url: string;
  export default url;
}
