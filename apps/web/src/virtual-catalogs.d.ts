// The catalog chunks made by vite-plugin-catalogs.ts.
declare module 'virtual:catalogs' {
  export function loadCatalog(language: string, namespace: string): Promise<{ default: Record<string, unknown> }>;
}
