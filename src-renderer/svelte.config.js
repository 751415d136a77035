// Svelte compiler options for the renderer: runes everywhere.
export default { compilerOptions: { runes: true } };
