/** Vite's `?raw` imports: the file's text (used for THIRD_PARTY_NOTICES.md in About). */
declare module '*.md?raw' {
  const text: string;
  export default text;
}
